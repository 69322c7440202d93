import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { USERNAME_MESSAGES } from '../validation/username';
import { generatedRoutineInputSchema, generatedRoutineSchema } from './generated-routine-schema';
import { LIMITS } from './limits';
import { mealPlanSchema } from './meal-plan-schema';
import { preferencesSchema } from './preferences-schema';
import { routineNameSchema } from './routine-name-schema';
import { routineInputSchema } from './routine-schema';
import { usernameSchema } from './username-schema';
import { workoutSchema } from './workout-schema';

/** The messages zod reports, for table checks. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const workout = { workoutType: 'Push-ups', workoutSets: 3, workoutReps: '10-15' };
const fiveWorkouts = ['Push-ups', 'Squats', 'Plank', 'Burpees', 'Lunges'].map((workoutType) => ({
  ...workout,
  workoutType,
}));

describe('LIMITS', () => {
  it('holds the shared numbers', () => {
    expect(LIMITS).toMatchObject({
      usernameMin: 3,
      usernameMax: 20,
      routineNameMax: 60,
      routineDescriptionMax: 500,
      workoutTypeMax: 80,
      workoutSetsMin: 1,
      workoutSetsMax: 20,
      workoutRepsMax: 20,
      workoutsMin: 1,
      workoutsMax: 20,
      restDaysMin: 0,
      restDaysMax: 6,
      goalMax: 300,
      additionalTextMax: 500,
      mealPlanNameMax: 80,
      mealReasonMax: 600,
      mealTextMax: 200,
    });
  });
});

describe('usernameSchema', () => {
  it.each(['abc', 'john_doe', 'j.doe.99', 'A'.repeat(20), ' padded '])('accepts %j', (name) => {
    expect(usernameSchema.safeParse(name).success).toBe(true);
  });

  it.each([
    ['ab', USERNAME_MESSAGES.length],
    ['A'.repeat(21), USERNAME_MESSAGES.length],
    ['john doe', USERNAME_MESSAGES.characters],
    ['john-doe', USERNAME_MESSAGES.characters],
    ['jöhn', USERNAME_MESSAGES.characters],
    ['a/b/c', USERNAME_MESSAGES.characters],
  ])('rejects %j', (name, message) => {
    expect(messages(usernameSchema, name)).toContain(message);
  });
});

describe('workoutSchema', () => {
  it.each([
    [workout],
    [{ ...workout, workoutReps: '30s', deleteable: true }],
    [{ ...workout, workoutSets: 20, workoutType: 'x'.repeat(80) }],
  ])('accepts %j', (value) => {
    expect(workoutSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    [{ ...workout, workoutType: '  ' }],
    [{ ...workout, workoutType: 'x'.repeat(81) }],
    [{ ...workout, workoutType: 'Push\u0007ups' }],
    [{ ...workout, workoutSets: 0 }],
    [{ ...workout, workoutSets: 21 }],
    [{ ...workout, workoutSets: 2.5 }],
    [{ ...workout, workoutSets: '3' }],
    [{ ...workout, workoutReps: '' }],
    [{ ...workout, workoutReps: 'x'.repeat(21) }],
    [{ ...workout, workoutReps: 12 }],
    [{ ...workout, workoutReps: '1\n2' }],
  ])('rejects %j', (value) => {
    expect(workoutSchema.safeParse(value).success).toBe(false);
  });

  it('trims names', () => {
    expect(workoutSchema.parse({ ...workout, workoutType: '  Plank ' }).workoutType).toBe('Plank');
  });
});

describe('routineInputSchema (POST of a hand-made routine)', () => {
  const valid = {
    routineName: 'Leg Day',
    routineEquipments: ['Dumbbells'],
    level: 'Beginner',
    duration: '45 mins',
    workouts: [workout],
  };

  it('accepts a complete routine, with equipment or as bodyweight (an empty list)', () => {
    expect(routineInputSchema.parse(valid)).toEqual(valid);
    expect(routineInputSchema.parse({ ...valid, routineEquipments: [] }).routineEquipments).toEqual([]);
  });

  it('accepts optional description, time and rest days within limits', () => {
    const full = { ...valid, routineDescription: 'd'.repeat(500), estimatedTimeMinutes: '45', restDays: 6 };
    expect(routineInputSchema.safeParse(full).success).toBe(true);
  });

  it.each(['Push/Pull Été', 'Día de piernas', 'x'.repeat(60)])('accepts routine name %j', (name) => {
    expect(routineNameSchema.safeParse(name).success).toBe(true);
  });

  it.each([
    [{ routineName: '   ' }, 'Routine name is required.'],
    [{ routineName: 'x'.repeat(61) }, 'Routine name must be at most 60 characters.'],
    [{ routineName: 'Leg\u0000Day' }, 'Routine name contains invalid characters.'],
    [{ routineEquipments: undefined }, 'Please select equipment or choose Bodyweight only.'],
    [{ routineEquipments: null }, 'Please select equipment or choose Bodyweight only.'],
    [{ level: undefined }, 'Please select a fitness level.'],
    [{ level: 'Expert' }, 'Please select a fitness level.'],
    [{ duration: undefined }, 'Please select a duration.'],
    [{ duration: '45mins' }, 'Please select a duration.'],
    [{ workouts: [] }, 'Add at least one workout to your routine.'],
    [{ workouts: Array(21).fill(workout) }, 'A routine can have at most 20 workouts.'],
  ])('rejects %j with the product’s message', (patch, message) => {
    expect(messages(routineInputSchema, { ...valid, ...patch })).toContain(message);
  });

  it.each([
    [{ routineDescription: 'd'.repeat(501) }],
    [{ routineEquipments: ['Hammer'] }],
    [{ routineEquipments: ['Dumbbells', 'Dumbbells'] }],
    [{ restDays: 7 }],
    [{ restDays: -1 }],
    [{ estimatedTimeMinutes: 'forty' }],
  ])('rejects %j', (patch) => {
    expect(routineInputSchema.safeParse({ ...valid, ...patch }).success).toBe(false);
  });
});

describe('generatedRoutineSchema', () => {
  const generated = {
    routineName: 'Core Crusher',
    estimatedTimeMinutes: 30,
    routineReason: 'Strong core. No equipment.',
    workouts: fiveWorkouts,
  };

  it('accepts a generated routine and the saved form with its creation type', () => {
    expect(generatedRoutineSchema.safeParse(generated).success).toBe(true);
    expect(generatedRoutineInputSchema.parse(generated).routineCreationType).toBe('generated');
  });

  it.each([
    [{ routineName: 'One Two Three Four' }],
    [{ estimatedTimeMinutes: '30' }],
    [{ estimatedTimeMinutes: 0 }],
    [{ workouts: fiveWorkouts.slice(0, 4) }],
    [{ workouts: [...fiveWorkouts, workout] }],
    [{ workouts: [...fiveWorkouts.slice(0, 4), { ...workout, workoutType: 'PUSH UPS' }] }],
  ])('rejects %j', (patch) => {
    expect(generatedRoutineSchema.safeParse({ ...generated, ...patch }).success).toBe(false);
  });
});

describe('mealPlanSchema', () => {
  const day = { Breakfast: 'Oats', Lunch: 'Salad', Dinner: 'Fish' };
  const plan = { planName: 'Week', reason: 'Balanced', days: Array(7).fill(day), createdDate: '2024-05-01' };

  it('accepts exactly 7 days of three meals', () => {
    expect(mealPlanSchema.safeParse(plan).success).toBe(true);
  });

  it.each([
    [{ days: Array(6).fill(day) }],
    [{ days: Array(8).fill(day) }],
    [{ days: [...Array(6).fill(day), { Breakfast: 'Oats', Lunch: 'Salad' }] }],
    [{ days: [...Array(6).fill(day), { ...day, Dinner: 'x'.repeat(201) }] }],
    [{ planName: '' }],
    [{ planName: 'x'.repeat(81) }],
    [{ reason: 'x'.repeat(601) }],
    [{ createdDate: '01/05/2024' }],
  ])('rejects %j', (patch) => {
    expect(mealPlanSchema.safeParse({ ...plan, ...patch }).success).toBe(false);
  });
});

describe('preferencesSchema', () => {
  const prefs = {
    type: 'bodyweight',
    workoutInterests: ['Yoga', 'HIIT'],
    workoutEquipments: [],
    level: 'Beginner',
    style: 'Short and Intense',
    duration: '45mins',
    goal: 'Get stronger',
  };

  it('accepts complete preferences; age range, gender and additional info are optional', () => {
    expect(preferencesSchema.safeParse(prefs).success).toBe(true);
    const full = { ...prefs, ageRange: '51+', gender: 'Other', additionalText: 'Bad knee' };
    expect(preferencesSchema.safeParse(full).success).toBe(true);
  });

  it.each([
    [{ level: undefined }, 'Please select your fitness level.'],
    [{ workoutInterests: [] }, 'Please choose at least one workout interest.'],
    [{ style: 'Slow' }, 'Please choose a workout style.'],
    [{ duration: '45 mins' }, 'Please choose a workout duration.'],
    [{ goal: '   ' }, 'Please enter your workout goal.'],
    [{ goal: undefined }, 'Please enter your workout goal.'],
    [{ goal: 'x'.repeat(301) }, 'Please keep your goal under 300 characters.'],
    [{ additionalText: 'x'.repeat(501) }, 'Please keep additional info under 500 characters.'],
    [
      { type: 'equipments', workoutEquipments: [] },
      'Please select at least one available equipment or switch to Bodyweight.',
    ],
  ])('rejects %j', (patch, message) => {
    expect(messages(preferencesSchema, { ...prefs, ...patch })).toContain(message);
  });

  it.each([
    [{ workoutInterests: ['Knitting'] }],
    [{ workoutInterests: ['Yoga', 'Yoga'] }],
    [{ workoutEquipments: ['Hammer'] }],
    [{ type: 'gym' }],
    [{ ageRange: '18-30' }],
    [{ gender: 'male' }],
  ])('rejects %j', (patch) => {
    expect(preferencesSchema.safeParse({ ...prefs, ...patch }).success).toBe(false);
  });

  it('accepts equipment mode with equipment', () => {
    const withGear = { ...prefs, type: 'equipments', workoutEquipments: ['Dumbbells'] };
    expect(preferencesSchema.safeParse(withGear).success).toBe(true);
  });

  it('can be turned into a JSON schema for OpenAPI', () => {
    expect(() => z.toJSONSchema(preferencesSchema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(routineInputSchema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(mealPlanSchema)).not.toThrow();
  });
});
