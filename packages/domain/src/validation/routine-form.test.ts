import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routineInputSchema } from '../schemas/routine-schema';
import {
  canAddWorkout,
  decrementCount,
  incrementCount,
  isEquipmentAnswered,
  ROUTINE_FORM_FIELDS,
  type RoutineFormDraft,
  routineFormErrors,
  routineFormProgress,
  toCount,
  toWorkout,
} from './routine-form';
import { ROUTINE_FORM_MESSAGES } from './routine-form-messages';

const workout = { workoutType: 'Plank', workoutSets: 3, workoutReps: '30' };
const complete: RoutineFormDraft = {
  routineName: 'Leg Day',
  level: 'Beginner',
  duration: '30 mins',
  routineEquipments: ['Dumbbells'],
  workouts: [workout],
};

/** The message Save shows: the first failing field's in the form's order (what the web form does), else null. */
function firstMessage(draft: RoutineFormDraft): string | null {
  const errors = routineFormErrors(draft);
  const first = ROUTINE_FORM_FIELDS.find((field) => errors[field]);
  return first ? (errors[first] ?? null) : null;
}

describe('create-routine messages', () => {
  it('quotes the product exactly', () => {
    expect(ROUTINE_FORM_MESSAGES.nameRequired).toBe('Routine name is required.');
    expect(ROUTINE_FORM_MESSAGES.levelRequired).toBe('Please select a fitness level.');
    expect(ROUTINE_FORM_MESSAGES.durationRequired).toBe('Please select a duration.');
    expect(ROUTINE_FORM_MESSAGES.workoutsRequired).toBe('Add at least one workout to your routine.');
  });
});

describe('the equipment answer (equipment is marked required)', () => {
  it('is answered by listing equipment or by choosing bodyweight (an empty list), not by leaving it open', () => {
    expect(isEquipmentAnswered(['Dumbbells'])).toBe(true);
    expect(isEquipmentAnswered([])).toBe(true);
    expect(isEquipmentAnswered(undefined)).toBe(false);
    expect(isEquipmentAnswered(null)).toBe(false);
  });
});

describe('routineFormErrors', () => {
  it('passes a complete draft; description is optional and bodyweight (no equipment) is an answer', () => {
    expect(firstMessage(complete)).toBeNull();
    expect(firstMessage({ ...complete, routineEquipments: [] })).toBeNull();
    expect(routineFormErrors(complete)).toEqual({});
  });

  it.each<[RoutineFormDraft, string]>([
    [{}, 'Routine name is required.'],
    [{ ...complete, routineName: '  ' }, 'Routine name is required.'],
    [{ ...complete, routineName: 'x'.repeat(61) }, 'Routine name must be at most 60 characters.'],
    [{ ...complete, routineName: 'Leg\u0007Day' }, 'Routine name contains invalid characters.'],
    [{ ...complete, routineEquipments: undefined }, 'Please select equipment or choose Bodyweight only.'],
    [
      { ...complete, routineEquipments: undefined, level: undefined },
      'Please select equipment or choose Bodyweight only.',
    ],
    [{ ...complete, level: undefined, duration: undefined }, 'Please select a fitness level.'],
    [{ ...complete, level: 'Expert' }, 'Please select a fitness level.'],
    [{ ...complete, duration: '' }, 'Please select a duration.'],
    [{ ...complete, duration: '1 hr' }, 'Please select a duration.'],
    [{ ...complete, workouts: [] }, 'Add at least one workout to your routine.'],
    [{ ...complete, workouts: undefined }, 'Add at least one workout to your routine.'],
    [{ ...complete, workouts: Array(21).fill(workout) }, 'A routine can have at most 20 workouts.'],
  ])('%j → %s', (draft, message) => {
    expect(firstMessage(draft)).toBe(message);
  });

  it('reports every failing field', () => {
    expect(routineFormErrors({})).toEqual({
      routineName: 'Routine name is required.',
      routineEquipments: 'Please select equipment or choose Bodyweight only.',
      level: 'Please select a fitness level.',
      duration: 'Please select a duration.',
      workouts: 'Add at least one workout to your routine.',
    });
  });

  it('agrees with the server schema on what can be saved', () => {
    const draft = { ...complete, routineName: ' Leg Day ' };
    expect(firstMessage(draft)).toBeNull();
    expect(routineInputSchema.safeParse(draft).success).toBe(true);
  });

  it.each<[string, RoutineFormDraft]>([
    ['equipment', complete],
    ['bodyweight', { ...complete, routineEquipments: [] }],
    ['no answer', { ...complete, routineEquipments: undefined }],
  ])('agrees with the server schema on the equipment answer: %s', (_, draft) => {
    const parsed = routineInputSchema.safeParse(draft);
    expect(parsed.success).toBe(firstMessage(draft) === null);
    if (!parsed.success) {
      expect(parsed.error.issues.map((i) => i.message)).toEqual([firstMessage(draft)]);
    }
  });
});

describe('routineFormProgress', () => {
  it.each<[RoutineFormDraft, number]>([
    [{}, 0],
    [{ routineName: 'Leg Day' }, 20],
    [{ routineName: 'Leg Day', level: 'Beginner' }, 40],
    [{ routineName: 'Leg Day', level: 'Beginner', duration: '60 mins' }, 60],
    [{ routineName: 'Leg Day', level: 'Beginner', duration: '60 mins', routineEquipments: ['Barbell'] }, 80],
    [complete, 100],
    [{ ...complete, routineEquipments: [] }, 100],
    [{ ...complete, routineEquipments: undefined }, 80],
    [{ routineEquipments: [] }, 20],
    [{ workouts: [workout] }, 20],
    [{ routineEquipments: ['Barbell'] }, 20],
    [{ routineName: '   ', routineDescription: 'only a description' }, 0],
  ])('%j → %s%', (draft, percent) => {
    expect(routineFormProgress(draft)).toBe(percent);
  });
});

describe('workout counters', () => {
  it.each([
    [{ type: 'Plank', sets: 3, reps: 10 }, true],
    [{ type: 'Plank', sets: 0, reps: 10 }, false],
    [{ type: 'Plank', sets: 3, reps: 0 }, false],
    [{ type: '', sets: 3, reps: 10 }, false],
    [{ type: '   ', sets: 3, reps: 10 }, false],
    [{ type: 'Plank', sets: 21, reps: 10 }, false],
    [{ type: 'Plank', sets: 2.5, reps: 10 }, false],
    [{ type: 'Plank', sets: 3, reps: 101 }, false],
    [{ type: 'x'.repeat(81), sets: 3, reps: 10 }, false],
  ])('canAddWorkout(%j) is %s', (draft, enabled) => {
    expect(canAddWorkout(draft)).toBe(enabled);
  });

  it('turns the counters into a deletable workout', () => {
    expect(toWorkout({ type: ' Plank ', sets: 3, reps: 12 })).toEqual({
      workoutType: 'Plank',
      workoutSets: 3,
      workoutReps: '12',
      deleteable: true,
    });
  });

  it.each([
    [3, 2],
    [1, 0],
    [0, 0],
    [-4, 0],
  ])('decrementCount(%s) is %s (floors at 0)', (n, next) => {
    expect(decrementCount(n)).toBe(next);
  });

  it('increments, stopping at an optional maximum', () => {
    expect(incrementCount(0)).toBe(1);
    expect(incrementCount(19, 20)).toBe(20);
    expect(incrementCount(20, 20)).toBe(20);
    expect(incrementCount(-3)).toBe(1);
  });

  it.each([
    [5, 5],
    [2.7, 2],
    [-1, 0],
    ['7', 7],
    [' 3 ', 3],
    ['', 0],
    ['abc', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
  ])('toCount(%j) is %s', (value, count) => {
    expect(toCount(value)).toBe(count);
  });

  it('keeps counters non-negative integers under any sequence of presses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.array(fc.boolean()), (start, presses) => {
        let n = start;
        for (const up of presses) {
          n = up ? incrementCount(n, 20) : decrementCount(n);
          expect(Number.isInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
