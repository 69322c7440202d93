import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeExerciseName } from '../catalogue/exercise-name';
import { EXERCISES } from '../catalogue/exercises';
import { FALLBACK_EXERCISES } from '../catalogue/fallback-exercises';
import { EQUIPMENT } from '../constants/options';
import { generatedRoutineSchema } from '../schemas/generated-routine-schema';
import { equipmentMismatch } from './equipment-mismatch';
import { expectReplyError } from './expect-reply-error.test-helper';
import { ROUTINE_REPLY_ERRORS, RoutineReplyError } from './reply-errors';
import {
  DEFAULT_GENERATED_ROUTINE_NAME,
  limitRoutineName,
  parseRoutineReply,
  type RoutineReplyPrefs,
  readReps,
  readSets,
  readWorkout,
} from './routine-reply';

const bodyweight: RoutineReplyPrefs = { type: 'bodyweight', workoutEquipments: [] };

describe('routine reply errors', () => {
  it('quotes the product exactly', () => {
    expect(ROUTINE_REPLY_ERRORS).toEqual({
      empty: 'Empty or invalid routine response',
      parse: 'Failed to parse routine JSON',
    });
  });

  it.each([
    ['', 'Empty or invalid routine response'],
    ['   ', 'Empty or invalid routine response'],
    ['[]', 'Empty or invalid routine response'],
    ['42', 'Empty or invalid routine response'],
    ['{}', 'Empty or invalid routine response'],
    ['not json at all', 'Failed to parse routine JSON'],
    ['{"routineName": ', 'Failed to parse routine JSON'],
  ])('%j throws %j as a RoutineReplyError', (reply, message) => {
    expectReplyError(() => parseRoutineReply(reply, bodyweight), RoutineReplyError, message);
    expect(new RoutineReplyError(ROUTINE_REPLY_ERRORS.parse).name).toBe('RoutineReplyError');
  });

  it.each([[null], [undefined], [7], [['Push-ups']]])('non-text reply %j is empty or invalid', (reply) => {
    expect(() => parseRoutineReply(reply, bodyweight)).toThrow('Empty or invalid routine response');
  });

  it('accepts an already-parsed object', () => {
    const routine = parseRoutineReply({ routineName: 'Quick', workouts: ['Plank'] }, bodyweight);
    expect(routine.routineName).toBe('Quick');
    expect(routine.workouts).toHaveLength(5);
  });
});

describe('routine name (at most 3 words)', () => {
  it.each([
    ['Leg Day', 'Leg Day'],
    ['  Total   Body\tBurn Extreme ', 'Total Body Burn'],
    ['One Two Three Four Five', 'One Two Three'],
    [`${'x'.repeat(70)} y`, 'x'.repeat(60)],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(limitRoutineName(name)).toBe(expected);
  });

  it('falls back to a default name when the reply has none', () => {
    expect(parseRoutineReply('{"routineName": "   ", "workouts": []}', bodyweight).routineName).toBe(
      DEFAULT_GENERATED_ROUTINE_NAME,
    );
    expect(DEFAULT_GENERATED_ROUTINE_NAME).toBe('Stryd Routine');
  });

  it.each(['.', '..', ' .. ', '\u200b'])(
    'falls back to the default name for %j, which no routine may have',
    (name) => {
      expect(parseRoutineReply({ routineName: name, workouts: [] }, bodyweight).routineName).toBe(
        DEFAULT_GENERATED_ROUTINE_NAME,
      );
    },
  );
});

describe('estimatedTimeMinutes is coerced to a number', () => {
  it.each([
    [30, undefined, 30],
    ['45', undefined, 45],
    ['45 minutes', undefined, 45],
    [27.6, undefined, 28],
    ['about an hour', undefined, 30],
    [0, undefined, 30],
    [-20, '1 hr', 60],
    [999, '30 mins', 30],
    [null, '45mins', 45],
  ])('%j (duration %j) → %s', (value, duration, minutes) => {
    const reply = JSON.stringify({ routineName: 'T', estimatedTimeMinutes: value, workouts: [] });
    expect(parseRoutineReply(reply, { ...bodyweight, duration }).estimatedTimeMinutes).toBe(minutes);
  });
});

describe('workout fields', () => {
  it.each([
    [3, 3],
    ['4', 4],
    [2.4, 2],
    [25, 20],
    [0, 3],
    [-2, 3],
    ['lots', 3],
    [undefined, 3],
  ])('sets %j → %s', (value, sets) => {
    expect(readSets(value)).toBe(sets);
  });

  it.each([
    ['12', '12'],
    [12, '12'],
    ['10-15', '10-15'],
    ['  30s ', '30s'],
    ['', '10-15'],
    ['0', '10-15'],
    [0, '10-15'],
    [-5, '10-15'],
    [null, '10-15'],
    [{ min: 8 }, '10-15'],
    ['12 reps each leg, slow tempo', '10-15'],
  ])('reps %j → %j', (value, reps) => {
    expect(readReps(value)).toBe(reps);
  });

  it.each([[''], ['   '], [42], [null], [{ sets: 3 }], ['x'.repeat(81)]])(
    'ignores a workout named %j',
    (name) => {
      expect(readWorkout({ workoutType: name, workoutSets: 3, workoutReps: '10' })).toBeUndefined();
    },
  );
});

describe('padding from the fixed list', () => {
  it('pads an empty list with the first five of the fixed list, 3 × 10-15', () => {
    const routine = parseRoutineReply('{"routineName": "Empty", "workouts": []}', bodyweight);
    expect(routine.workouts).toEqual(
      FALLBACK_EXERCISES.slice(0, 5).map((workoutType, i) => ({
        workoutType,
        workoutSets: 3,
        workoutReps: '10-15',
        exerciseId: ['push-ups', 'squats', 'lunges', 'glute-bridges', 'plank'][i],
      })),
    );
  });

  it('skips fixed-list exercises already present, in any spelling', () => {
    const reply = JSON.stringify({
      routineName: 'X',
      workouts: ['push ups', 'BODYWEIGHT SQUATS', 'Glute-Bridges'].map((workoutType) => ({ workoutType })),
    });
    expect(parseRoutineReply(reply, bodyweight).workouts.map((w) => w.workoutType)).toEqual([
      'push ups',
      'BODYWEIGHT SQUATS',
      'Glute-Bridges',
      'Walking Lunges',
      'Plank',
    ]);
  });
});

describe('library ids (the openai-compatible path)', () => {
  it('maps a translated name onto the library, so it and the plain name count once', () => {
    const reply = JSON.stringify({
      routineName: 'Mix',
      workouts: [
        { workoutType: 'Flexiones (Push-ups)', workoutSets: 3, workoutReps: '10' },
        { workoutType: 'Push-Ups', workoutSets: 3, workoutReps: '12' },
        { workoutType: 'Moon Walk', workoutSets: 2, workoutReps: '30s' },
      ],
    });
    const workouts = parseRoutineReply(reply, bodyweight).workouts;
    expect(workouts[0]).toEqual({
      workoutType: 'Flexiones (Push-ups)',
      workoutSets: 3,
      workoutReps: '10',
      exerciseId: 'push-ups',
    });
    expect(workouts[1]).toEqual({ workoutType: 'Moon Walk', workoutSets: 2, workoutReps: '30s' });
    expect(workouts.filter((w) => w.exerciseId === 'push-ups')).toHaveLength(1);
  });
});

// Names a model might produce: catalogue names and aliases, restyled, plus equipment-heavy and junk names.
const namePool = [
  ...EXERCISES.flatMap((e) => [e.name, ...e.aliases]),
  ...FALLBACK_EXERCISES,
  'PUSH UPS',
  'push-ups',
  '  plank ',
  'Smith Machine Squats',
  'Weighted Vest Walks',
  'Cable Crossovers',
  'Box Jumps',
  'Lat Pulldown',
  'Jump Squats',
];
const nameArb = fc.oneof(fc.constantFrom(...namePool), fc.string({ maxLength: 90 }));
const valueArb = fc.oneof(
  fc.integer({ min: -5, max: 40 }),
  fc.double(),
  fc.string({ maxLength: 25 }),
  fc.constant(null),
  fc.boolean(),
);
const workoutArb = fc.oneof(
  fc.record(
    { workoutType: nameArb, workoutSets: valueArb, workoutReps: valueArb },
    { requiredKeys: ['workoutType'] },
  ),
  fc.record({ name: nameArb, sets: valueArb, reps: valueArb }),
  nameArb,
  valueArb,
);
const routineArb = fc.record(
  {
    routineName: fc.oneof(fc.string({ maxLength: 80 }), valueArb),
    estimatedTimeMinutes: valueArb,
    routineReason: fc.oneof(fc.string({ maxLength: 700 }), valueArb),
    workouts: fc.oneof(fc.array(workoutArb, { maxLength: 12 }), valueArb),
  },
  { requiredKeys: [] },
);
const replyArb = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  routineArb.map((r) => JSON.stringify(r)),
  fc
    .tuple(fc.string({ maxLength: 40 }), routineArb, fc.string({ maxLength: 40 }))
    .map(([before, r, after]) => `${before}\n\`\`\`json\n${JSON.stringify(r, null, 2)}\n\`\`\`\n${after}`),
  fc.tuple(fc.string({ maxLength: 40 }), routineArb).map(([before, r]) => `${before} ${JSON.stringify(r)},`),
  routineArb.map((r) => JSON.stringify(r).slice(0, -5)),
);
const prefsArb: fc.Arbitrary<RoutineReplyPrefs> = fc.record({
  type: fc.constantFrom('bodyweight', 'equipments', 'equipments', ''),
  workoutEquipments: fc.subarray([...EQUIPMENT]),
});

/** The routine, or the message of the RoutineReplyError it was refused with; any other throw fails the test. */
function outcome(reply: string, prefs: RoutineReplyPrefs) {
  try {
    return { ok: true as const, routine: parseRoutineReply(reply, prefs) };
  } catch (error) {
    if (error instanceof RoutineReplyError) return { ok: false as const, error: error.message };
    throw error;
  }
}

describe('parseRoutineReply properties', () => {
  it('for any reply, returns a valid routine for the user’s equipment or a reply error — never anything else', () => {
    fc.assert(
      fc.property(replyArb, prefsArb, (reply, prefs) => {
        const result = outcome(reply, prefs);
        if (!result.ok) {
          expect(Object.values(ROUTINE_REPLY_ERRORS)).toContain(result.error);
          return;
        }
        const { routine } = result;
        expect(routine.workouts).toHaveLength(5);
        const names = routine.workouts.map((w) => normalizeExerciseName(w.workoutType));
        expect(new Set(names).size).toBe(5);
        for (const w of routine.workouts) {
          expect(equipmentMismatch(w.workoutType, prefs)).toBe(false);
          expect(Number.isInteger(w.workoutSets) && w.workoutSets >= 1).toBe(true);
          expect(typeof w.workoutReps === 'string' && w.workoutReps.trim().length > 0).toBe(true);
        }
        expect(routine.routineName.split(' ').length).toBeLessThanOrEqual(3);
        expect(typeof routine.estimatedTimeMinutes).toBe('number');
        expect(generatedRoutineSchema.safeParse(routine).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), prefsArb, (text, prefs) => {
        expect(() => outcome(text, prefs)).not.toThrow();
      }),
    );
  });
});
