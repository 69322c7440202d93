/**
 * Realistic model replies with the result each must give. The domain tests replay them through the
 * parsers; server tests replay them through a fake AI provider. Expectations are written by hand.
 */

import { findExercise } from '../catalogue/exercises';
import type { GeneratedRoutine } from '../schemas/generated-routine-schema';
import type { MealDay, MealPlan } from '../schemas/meal-plan-schema';
import type { Workout } from '../schemas/workout-schema';
import {
  MEAL_PLAN_REPLY_ERRORS,
  type MealPlanReplyErrorMessage,
  ROUTINE_REPLY_ERRORS,
  type RoutineReplyErrorMessage,
} from './reply-errors';
import type { RoutineReplyPrefs } from './routine-reply';

export interface RoutineCorpusEntry {
  name: string;
  kind: 'routine';
  reply: string;
  prefs: RoutineReplyPrefs;
  expect: { routine: GeneratedRoutine } | { error: RoutineReplyErrorMessage };
}

export interface MealCorpusEntry {
  name: string;
  kind: 'meal';
  reply: string;
  expect: { mealPlan: MealPlan } | { error: MealPlanReplyErrorMessage };
}

export type ReplyCorpusEntry = RoutineCorpusEntry | MealCorpusEntry;

const BODYWEIGHT: RoutineReplyPrefs = { type: 'bodyweight', workoutEquipments: [] };
const DUMBBELLS_AND_BENCH: RoutineReplyPrefs = {
  type: 'equipments',
  workoutEquipments: ['Dumbbells', 'Bench Press'],
};

/** A workout as the parser returns it: names the library knows carry their id (exercises.test checks the ids). */
const w = (workoutType: string, workoutSets: number, workoutReps: string): Workout => {
  const exercise = findExercise(workoutType);
  return { workoutType, workoutSets, workoutReps, ...(exercise ? { exerciseId: exercise.id } : {}) };
};
/** A workout padded from the fixed list, with the default sets and reps. */
const pad = (workoutType: string): Workout => w(workoutType, 3, '10-15');

const CORE: GeneratedRoutine = {
  routineName: 'Core Crusher',
  estimatedTimeMinutes: 30,
  routineReason: 'Builds a strong, stable core. It needs no equipment at all.',
  workouts: [
    w('Plank', 3, '30s'),
    w('Mountain Climbers', 3, '20'),
    w('Bicycle Crunches', 3, '15'),
    w('Side Plank', 2, '20s each side'),
    w('Glute Bridges', 3, '12'),
  ],
};

const LEGS: GeneratedRoutine = {
  routineName: 'Leg Day Blast',
  estimatedTimeMinutes: 45,
  routineReason: 'Targets quads, glutes and calves. Finishes with a burner.',
  workouts: [
    w('Squats', 4, '12'),
    w('Walking Lunges', 3, '10 each leg'),
    w('Calf Raises', 3, '20'),
    w('Wall Sit', 3, '45s'),
    w('Jump Squats', 3, '10'),
  ],
};

const day = (n: number): MealDay => ({
  Breakfast: `Day ${n} oats with berries`,
  Lunch: `Day ${n} chicken and quinoa bowl`,
  Dinner: `Day ${n} salmon with greens`,
});
const days = (count: number): MealDay[] => Array.from({ length: count }, (_, i) => day(i + 1));

const WEEK: MealPlan = {
  planName: 'Lean Muscle Week',
  reason: 'High protein and balanced carbs to support training.',
  days: days(7),
};

export const REPLY_CORPUS: readonly ReplyCorpusEntry[] = [
  {
    name: 'plain JSON, five bodyweight exercises, kept as is',
    kind: 'routine',
    reply: JSON.stringify(CORE, null, 2),
    prefs: BODYWEIGHT,
    expect: { routine: CORE },
  },
  {
    name: 'JSON in a ```json code fence',
    kind: 'routine',
    reply: `\`\`\`json\n${JSON.stringify(LEGS, null, 2)}\n\`\`\``,
    prefs: BODYWEIGHT,
    expect: { routine: LEGS },
  },
  {
    name: 'bare ``` fence with prose before and after',
    kind: 'routine',
    reply: `Sure! Here's your routine:\n\`\`\`\n${JSON.stringify(LEGS)}\n\`\`\`\nLet me know if you want changes.`,
    prefs: BODYWEIGHT,
    expect: { routine: LEGS },
  },
  {
    name: 'prose around unfenced JSON',
    kind: 'routine',
    reply: `Here is a routine tailored to you: ${JSON.stringify(CORE)} Stay consistent and hydrate!`,
    prefs: BODYWEIGHT,
    expect: { routine: CORE },
  },
  {
    name: 'only 3 exercises: padded from the fixed list in order',
    kind: 'routine',
    reply: JSON.stringify({
      routineName: 'Cardio Kick',
      estimatedTimeMinutes: 20,
      routineReason: 'Raises the heart rate fast. Short and sweaty.',
      workouts: [w('Burpees', 3, '10'), w('Jumping Jacks', 3, '30'), w('High Knees', 3, '30s')],
    }),
    prefs: BODYWEIGHT,
    expect: {
      routine: {
        routineName: 'Cardio Kick',
        estimatedTimeMinutes: 20,
        routineReason: 'Raises the heart rate fast. Short and sweaty.',
        workouts: [
          w('Burpees', 3, '10'),
          w('Jumping Jacks', 3, '30'),
          w('High Knees', 3, '30s'),
          pad('Push-Ups'),
          pad('Bodyweight Squats'),
        ],
      },
    },
  },
  {
    name: '8 exercises: the first 5 are kept',
    kind: 'routine',
    reply: JSON.stringify({
      routineName: 'Full Body Basics',
      estimatedTimeMinutes: 40,
      routineReason: 'Covers every major muscle group. Great for beginners.',
      workouts: [
        w('Push-ups', 3, '10'),
        w('Squats', 3, '15'),
        w('Lunges', 3, '10 each leg'),
        w('Plank', 3, '30s'),
        w('Burpees', 3, '8'),
        w('Mountain Climbers', 3, '30s'),
        w('Jumping Jacks', 3, '30'),
        w('Supermans', 3, '12'),
      ],
    }),
    prefs: BODYWEIGHT,
    expect: {
      routine: {
        routineName: 'Full Body Basics',
        estimatedTimeMinutes: 40,
        routineReason: 'Covers every major muscle group. Great for beginners.',
        workouts: [
          w('Push-ups', 3, '10'),
          w('Squats', 3, '15'),
          w('Lunges', 3, '10 each leg'),
          w('Plank', 3, '30s'),
          w('Burpees', 3, '8'),
        ],
      },
    },
  },
  {
    name: 'duplicates differing in case, spacing or by alias count once',
    kind: 'routine',
    reply: JSON.stringify({
      routineName: 'Push Plank Squat',
      estimatedTimeMinutes: 25,
      routineReason: 'Simple moves done well. Repeat twice a week.',
      workouts: [
        w('Push-ups', 3, '12'),
        w('push-ups', 4, '10'),
        w('PUSH UPS', 3, '8'),
        w('Plank', 3, '30s'),
        w('  plank ', 2, '45s'),
        w('Squats', 3, '15'),
        w('Bodyweight Squats', 3, '15'),
      ],
    }),
    prefs: BODYWEIGHT,
    expect: {
      routine: {
        routineName: 'Push Plank Squat',
        estimatedTimeMinutes: 25,
        routineReason: 'Simple moves done well. Repeat twice a week.',
        workouts: [
          w('Push-ups', 3, '12'),
          w('Plank', 3, '30s'),
          w('Squats', 3, '15'),
          pad('Walking Lunges'),
          pad('Glute Bridges'),
        ],
      },
    },
  },
  {
    name: 'bodyweight mode drops every exercise that needs equipment',
    kind: 'routine',
    reply: JSON.stringify({
      routineName: 'Strength Mix',
      estimatedTimeMinutes: 50,
      routineReason: 'Combines pushing and pulling. Builds total-body strength.',
      workouts: [
        w('Dumbbell Rows', 3, '10'),
        w('Push-ups', 3, '12'),
        w('Kettlebell Swings', 3, '15'),
        w('Barbell Back Squats', 4, '8'),
        w('Pull-ups', 3, '6'),
        w('Plank', 3, '40s'),
        w('Resistance Band Rows', 3, '15'),
      ],
    }),
    prefs: BODYWEIGHT,
    expect: {
      routine: {
        routineName: 'Strength Mix',
        estimatedTimeMinutes: 50,
        routineReason: 'Combines pushing and pulling. Builds total-body strength.',
        workouts: [
          w('Push-ups', 3, '12'),
          w('Plank', 3, '40s'),
          pad('Bodyweight Squats'),
          pad('Walking Lunges'),
          pad('Glute Bridges'),
        ],
      },
    },
  },
  {
    name: 'equipment mode keeps exercises for listed equipment and bodyweight ones',
    kind: 'routine',
    reply: JSON.stringify({
      routineName: 'Upper Body Builder',
      estimatedTimeMinutes: 60,
      routineReason: 'Uses your dumbbells and bench. Adds volume for growth.',
      workouts: [
        w('Dumbbell Bench Press', 4, '8-10'),
        w('Kettlebell Swings', 3, '15'),
        w('Dumbbell Rows', 4, '10'),
        w('Barbell Deadlifts', 4, '5'),
        w('Cable Face Pulls', 3, '15'),
        w('Push-ups', 3, '15'),
        w('Treadmill Intervals', 6, '60s'),
        w('Dumbbell Goblet Squats', 3, '12'),
      ],
    }),
    prefs: DUMBBELLS_AND_BENCH,
    expect: {
      routine: {
        routineName: 'Upper Body Builder',
        estimatedTimeMinutes: 60,
        routineReason: 'Uses your dumbbells and bench. Adds volume for growth.',
        workouts: [
          w('Dumbbell Bench Press', 4, '8-10'),
          w('Dumbbell Rows', 4, '10'),
          w('Push-ups', 3, '15'),
          w('Dumbbell Goblet Squats', 3, '12'),
          pad('Bodyweight Squats'),
        ],
      },
    },
  },
  {
    name: 'trailing commas are forgiven',
    kind: 'routine',
    reply: `{
  "routineName": "Morning Mover",
  "estimatedTimeMinutes": 15,
  "routineReason": "Wakes the body up gently. Takes a quarter of an hour.",
  "workouts": [
    { "workoutType": "Jumping Jacks", "workoutSets": 2, "workoutReps": "30", },
    { "workoutType": "Squats", "workoutSets": 2, "workoutReps": "15", },
    { "workoutType": "Bird Dogs", "workoutSets": 2, "workoutReps": "10 each side", },
    { "workoutType": "Glute Bridges", "workoutSets": 2, "workoutReps": "15", },
    { "workoutType": "Plank", "workoutSets": 2, "workoutReps": "30s", },
  ],
}`,
    prefs: BODYWEIGHT,
    expect: {
      routine: {
        routineName: 'Morning Mover',
        estimatedTimeMinutes: 15,
        routineReason: 'Wakes the body up gently. Takes a quarter of an hour.',
        workouts: [
          w('Jumping Jacks', 2, '30'),
          w('Squats', 2, '15'),
          w('Bird Dogs', 2, '10 each side'),
          w('Glute Bridges', 2, '15'),
          w('Plank', 2, '30s'),
        ],
      },
    },
  },
  {
    name: 'wrong types: numbers as text, text as numbers, missing and out-of-range values, long name',
    kind: 'routine',
    reply: JSON.stringify({
      routineName: 'My Super Awesome Morning Routine Plan',
      estimatedTimeMinutes: '40 minutes',
      routineReason: 'Wakes you up. Builds strength.',
      workouts: [
        { workoutType: 'Push-ups', workoutSets: '4', workoutReps: 12 },
        { workoutType: 'Squats', workoutSets: 0, workoutReps: '' },
        { workoutType: 'Plank', workoutSets: 'three', workoutReps: null },
        { workoutType: 'Burpees', workoutSets: 2.6, workoutReps: '8-10' },
        { workoutType: 'Lunges', workoutSets: 50, workoutReps: '12 each leg' },
      ],
    }),
    prefs: BODYWEIGHT,
    expect: {
      routine: {
        routineName: 'My Super Awesome',
        estimatedTimeMinutes: 40,
        routineReason: 'Wakes you up. Builds strength.',
        workouts: [
          w('Push-ups', 4, '12'),
          w('Squats', 3, '10-15'),
          w('Plank', 3, '10-15'),
          w('Burpees', 3, '8-10'),
          w('Lunges', 20, '12 each leg'),
        ],
      },
    },
  },
  {
    name: 'other key names (name, exercises, sets, reps) and a bare exercise name',
    kind: 'routine',
    reply: JSON.stringify({
      name: 'Quick HIIT',
      estimatedTime: 20,
      reason: 'Short and intense.',
      exercises: [
        { name: 'Burpees', sets: 3, reps: '10' },
        { exercise: 'High Knees', sets: 3, reps: '30s' },
        'Jumping Jacks',
        { name: 'Mountain Climbers', sets: 3, reps: '30s' },
        { name: 'Squat Jumps', sets: 3, reps: '12' },
      ],
    }),
    prefs: BODYWEIGHT,
    expect: {
      routine: {
        routineName: 'Quick HIIT',
        estimatedTimeMinutes: 20,
        routineReason: 'Short and intense.',
        workouts: [
          w('Burpees', 3, '10'),
          w('High Knees', 3, '30s'),
          w('Jumping Jacks', 3, '10-15'),
          w('Mountain Climbers', 3, '30s'),
          w('Squat Jumps', 3, '12'),
        ],
      },
    },
  },
  {
    name: 'routine wrapped in a "routine" key',
    kind: 'routine',
    reply: JSON.stringify({ routine: CORE }),
    prefs: BODYWEIGHT,
    expect: { routine: CORE },
  },
  {
    name: 'no name and no time: default name, time from the questionnaire duration',
    kind: 'routine',
    reply: JSON.stringify({ workouts: CORE.workouts }),
    prefs: { ...BODYWEIGHT, duration: '45mins' },
    expect: {
      routine: {
        routineName: 'Stryd Routine',
        estimatedTimeMinutes: 45,
        routineReason: '',
        workouts: CORE.workouts,
      },
    },
  },
  {
    name: 'JSON encoded twice (a JSON string holding the routine)',
    kind: 'routine',
    reply: JSON.stringify(JSON.stringify(LEGS)),
    prefs: BODYWEIGHT,
    expect: { routine: LEGS },
  },
  {
    name: 'empty text',
    kind: 'routine',
    reply: '',
    prefs: BODYWEIGHT,
    expect: { error: ROUTINE_REPLY_ERRORS.empty },
  },
  {
    name: 'whitespace only',
    kind: 'routine',
    reply: '  \n\t ',
    prefs: BODYWEIGHT,
    expect: { error: ROUTINE_REPLY_ERRORS.empty },
  },
  {
    name: 'prose with no JSON',
    kind: 'routine',
    reply: "I'm sorry, I can't create a routine right now.",
    prefs: BODYWEIGHT,
    expect: { error: ROUTINE_REPLY_ERRORS.parse },
  },
  {
    name: 'JSON cut off mid-reply',
    kind: 'routine',
    reply: '```json\n{"routineName": "Leg Day", "workouts": [{"workoutType": "Squats", "workoutSets": 3',
    prefs: BODYWEIGHT,
    expect: { error: ROUTINE_REPLY_ERRORS.parse },
  },
  {
    name: 'JSON null',
    kind: 'routine',
    reply: 'null',
    prefs: BODYWEIGHT,
    expect: { error: ROUTINE_REPLY_ERRORS.empty },
  },
  {
    name: 'an object that is not a routine',
    kind: 'routine',
    reply: '{"error": "rate limited"}',
    prefs: BODYWEIGHT,
    expect: { error: ROUTINE_REPLY_ERRORS.empty },
  },
  {
    name: 'meal plan: seven days in a code fence',
    kind: 'meal',
    reply: `\`\`\`json\n${JSON.stringify(WEEK, null, 2)}\n\`\`\``,
    expect: { mealPlan: WEEK },
  },
  {
    name: 'meal plan with 6 days: day 7 repeats day 1',
    kind: 'meal',
    reply: JSON.stringify({ ...WEEK, days: days(6) }),
    expect: { mealPlan: { ...WEEK, days: [...days(6), day(1)] } },
  },
  {
    name: 'meal plan with 9 days and lower-case meal keys: cut to 7',
    kind: 'meal',
    reply: `Here you go!\n${JSON.stringify({
      planName: WEEK.planName,
      reason: WEEK.reason,
      days: days(9).map((d) => ({ breakfast: d.Breakfast, lunch: d.Lunch, dinner: d.Dinner })),
    })}`,
    expect: { mealPlan: WEEK },
  },
  {
    name: 'meal plan keyed by weekday, meals as objects and lists, one day missing dinner',
    kind: 'meal',
    reply: JSON.stringify({
      title: 'Veggie Week',
      days: {
        Monday: {
          Breakfast: { name: 'Tofu scramble' },
          Lunch: ['Lentil soup', 'rye bread'],
          Dinner: 'Veggie chili',
        },
        Tuesday: { Breakfast: 'Overnight oats', Lunch: 'Falafel wrap' },
        Wednesday: { Breakfast: 'Smoothie bowl', Lunch: 'Quinoa salad', Dinner: 'Stir-fried tempeh' },
      },
    }),
    expect: {
      mealPlan: {
        planName: 'Veggie Week',
        reason: '',
        days: [
          { Breakfast: 'Tofu scramble', Lunch: 'Lentil soup, rye bread', Dinner: 'Veggie chili' },
          { Breakfast: 'Smoothie bowl', Lunch: 'Quinoa salad', Dinner: 'Stir-fried tempeh' },
          { Breakfast: 'Tofu scramble', Lunch: 'Lentil soup, rye bread', Dinner: 'Veggie chili' },
          { Breakfast: 'Smoothie bowl', Lunch: 'Quinoa salad', Dinner: 'Stir-fried tempeh' },
          { Breakfast: 'Tofu scramble', Lunch: 'Lentil soup, rye bread', Dinner: 'Veggie chili' },
          { Breakfast: 'Smoothie bowl', Lunch: 'Quinoa salad', Dinner: 'Stir-fried tempeh' },
          { Breakfast: 'Tofu scramble', Lunch: 'Lentil soup, rye bread', Dinner: 'Veggie chili' },
        ],
      },
    },
  },
  {
    name: 'meal plan: empty text',
    kind: 'meal',
    reply: '',
    expect: { error: MEAL_PLAN_REPLY_ERRORS.empty },
  },
  {
    name: 'meal plan: prose with no JSON',
    kind: 'meal',
    reply: 'Eat more vegetables and drink water.',
    expect: { error: MEAL_PLAN_REPLY_ERRORS.parse },
  },
  {
    name: 'meal plan without days',
    kind: 'meal',
    reply: '{"planName": "Nothing here"}',
    expect: { error: MEAL_PLAN_REPLY_ERRORS.empty },
  },
];
