import type { Equipment, Interest, Level } from '../constants/options';
import { normalizeExerciseName } from './exercise-name';

export const BODY_AREAS = ['Chest', 'Back', 'Shoulders', 'Arms', 'Core', 'Glutes', 'Legs', 'Cardio'] as const;
export type BodyArea = (typeof BODY_AREAS)[number];

export interface Exercise {
  name: string;
  /** Other names the same exercise goes by (SPEC's fallback list spells some differently). */
  aliases: readonly string[];
  description: string;
  /** Everything needed at once; empty means bodyweight. */
  equipment: readonly Equipment[];
  areas: readonly BodyArea[];
  levels: readonly Level[];
  /** Interests this exercise suits, so a coach can match the questionnaire. */
  interests: readonly Interest[];
  defaultSets: number;
  defaultReps: string;
}

const ALL_LEVELS: readonly Level[] = ['Beginner', 'Intermediate', 'Advanced'];
const NOT_BEGINNER: readonly Level[] = ['Intermediate', 'Advanced'];

/**
 * SPEC §3: 31 named exercises. SPEC names Push-ups, Squats, Lunges, Plank and Burpees; the rest are the
 * fallback list's exercises plus one exercise for each of SPEC's 15 equipment items, so every piece of
 * equipment a user can tick has at least one exercise.
 */
export const EXERCISES: readonly Exercise[] = [
  {
    name: 'Push-ups',
    aliases: ['Press-ups'],
    description:
      'From a high plank, lower your chest to just above the floor and press back up, body in one line.',
    equipment: [],
    areas: ['Chest', 'Arms', 'Shoulders', 'Core'],
    levels: ALL_LEVELS,
    interests: ['Home Workouts', 'Calisthenics', 'Functional Training', 'CrossFit', 'Martial Arts'],
    defaultSets: 3,
    defaultReps: '10-15',
  },
  {
    name: 'Squats',
    aliases: ['Bodyweight Squats', 'Air Squats'],
    description:
      'Feet shoulder-width apart, sit the hips back and down until thighs are parallel, then stand tall.',
    equipment: [],
    areas: ['Legs', 'Glutes'],
    levels: ALL_LEVELS,
    interests: ['Home Workouts', 'Calisthenics', 'Functional Training', 'CrossFit', 'Running', 'Cycling'],
    defaultSets: 3,
    defaultReps: '15',
  },
  {
    name: 'Lunges',
    aliases: ['Walking Lunges', 'Forward Lunges'],
    description:
      'Step forward and lower until both knees bend to about 90 degrees, then drive back up; alternate legs.',
    equipment: [],
    areas: ['Legs', 'Glutes'],
    levels: ALL_LEVELS,
    interests: ['Home Workouts', 'Running', 'Functional Training', 'Dance'],
    defaultSets: 3,
    defaultReps: '10 each leg',
  },
  {
    name: 'Reverse Lunges',
    aliases: [],
    description:
      'Step one foot back and lower the back knee toward the floor, then return; easier on the knees.',
    equipment: [],
    areas: ['Legs', 'Glutes'],
    levels: ALL_LEVELS,
    interests: ['Home Workouts', 'Running', 'Functional Training'],
    defaultSets: 3,
    defaultReps: '10 each leg',
  },
  {
    name: 'Plank',
    aliases: ['Forearm Plank', 'Front Plank'],
    description:
      'Hold a straight line from head to heels on forearms and toes, bracing the stomach and glutes.',
    equipment: [],
    areas: ['Core', 'Shoulders'],
    levels: ALL_LEVELS,
    interests: ['Home Workouts', 'Pilates', 'Yoga', 'Calisthenics', 'Functional Training'],
    defaultSets: 3,
    defaultReps: '30s',
  },
  {
    name: 'Side Plank',
    aliases: [],
    description:
      'Balance on one forearm and the side of one foot, hips lifted in a straight line; switch sides.',
    equipment: [],
    areas: ['Core'],
    levels: ALL_LEVELS,
    interests: ['Home Workouts', 'Pilates', 'Yoga'],
    defaultSets: 3,
    defaultReps: '20s each side',
  },
  {
    name: 'Burpees',
    aliases: [],
    description: 'Squat, kick the feet back to a plank, return to the squat and jump up with arms overhead.',
    equipment: [],
    areas: ['Cardio', 'Legs', 'Chest', 'Core'],
    levels: NOT_BEGINNER,
    interests: ['HIIT', 'CrossFit', 'Cardio', 'Home Workouts', 'Boxing', 'Martial Arts'],
    defaultSets: 3,
    defaultReps: '10',
  },
  {
    name: 'Mountain Climbers',
    aliases: [],
    description: 'From a high plank, drive the knees toward the chest one after the other at a quick pace.',
    equipment: [],
    areas: ['Cardio', 'Core', 'Shoulders'],
    levels: ALL_LEVELS,
    interests: ['HIIT', 'Cardio', 'Home Workouts', 'CrossFit', 'Martial Arts'],
    defaultSets: 3,
    defaultReps: '30s',
  },
  {
    name: 'Jumping Jacks',
    aliases: ['Star Jumps'],
    description:
      'Jump the feet wide while raising the arms overhead, then jump back together; keep a steady rhythm.',
    equipment: [],
    areas: ['Cardio', 'Legs'],
    levels: ALL_LEVELS,
    interests: ['Cardio', 'HIIT', 'Home Workouts', 'Dance', 'Boxing'],
    defaultSets: 3,
    defaultReps: '30',
  },
  {
    name: 'High Knees',
    aliases: [],
    description: 'Run on the spot, lifting each knee to hip height and pumping the arms.',
    equipment: [],
    areas: ['Cardio', 'Legs', 'Core'],
    levels: ALL_LEVELS,
    interests: ['Running', 'Cardio', 'HIIT', 'Boxing', 'Dance'],
    defaultSets: 3,
    defaultReps: '30s',
  },
  {
    name: 'Glute Bridges',
    aliases: ['Glute Bridge'],
    description:
      'Lying on your back with knees bent, push through the heels to lift the hips, squeeze, and lower.',
    equipment: [],
    areas: ['Glutes', 'Legs', 'Core'],
    levels: ALL_LEVELS,
    interests: ['Home Workouts', 'Pilates', 'Yoga', 'Running'],
    defaultSets: 3,
    defaultReps: '15',
  },
  {
    name: 'Hip Thrusts (floor)',
    aliases: ['Hip Thrusts', 'Floor Hip Thrusts'],
    description:
      'Shoulders and feet on the floor, drive the hips up hard and pause at the top before lowering.',
    equipment: [],
    areas: ['Glutes', 'Legs'],
    levels: ALL_LEVELS,
    interests: ['Home Workouts', 'Functional Training', 'Running'],
    defaultSets: 3,
    defaultReps: '12-15',
  },
  {
    name: 'Bird Dogs',
    aliases: ['Bird Dog'],
    description:
      'On hands and knees, reach one arm forward and the opposite leg back, hold briefly, then switch.',
    equipment: [],
    areas: ['Core', 'Back', 'Glutes'],
    levels: ALL_LEVELS,
    interests: ['Pilates', 'Yoga', 'Home Workouts'],
    defaultSets: 3,
    defaultReps: '10 each side',
  },
  {
    name: 'Supermans',
    aliases: ['Superman', 'Superman Hold'],
    description:
      'Lying face down, lift arms, chest and legs off the floor together, hold, and lower with control.',
    equipment: [],
    areas: ['Back', 'Glutes'],
    levels: ALL_LEVELS,
    interests: ['Home Workouts', 'Pilates', 'Swimming'],
    defaultSets: 3,
    defaultReps: '12',
  },
  {
    name: 'Calf Raises',
    aliases: ['Standing Calf Raises'],
    description: 'Rise onto the balls of the feet as high as you can, pause, and lower slowly.',
    equipment: [],
    areas: ['Legs'],
    levels: ALL_LEVELS,
    interests: ['Running', 'Dance', 'Home Workouts', 'Cycling'],
    defaultSets: 3,
    defaultReps: '15-20',
  },
  {
    name: 'Wall Sit',
    aliases: ['Wall Sits'],
    description: 'Back flat against a wall, slide down until knees are at 90 degrees and hold the position.',
    equipment: [],
    areas: ['Legs', 'Glutes'],
    levels: ALL_LEVELS,
    interests: ['Home Workouts', 'Cycling', 'Running'],
    defaultSets: 3,
    defaultReps: '30-45s',
  },
  {
    name: 'Dumbbell Rows',
    aliases: ['Dumbbell Row', 'One-Arm Dumbbell Rows'],
    description: 'Hinge forward with a flat back and pull the dumbbell to the hip, elbow close to the body.',
    equipment: ['Dumbbells'],
    areas: ['Back', 'Arms'],
    levels: ALL_LEVELS,
    interests: ['Lifting', 'Functional Training'],
    defaultSets: 3,
    defaultReps: '10-12',
  },
  {
    name: 'Treadmill Intervals',
    aliases: ['Treadmill Sprints'],
    description: 'Alternate fast running with easy walking or jogging on the treadmill.',
    equipment: ['Treadmill'],
    areas: ['Cardio', 'Legs'],
    levels: ALL_LEVELS,
    interests: ['Running', 'Cardio', 'HIIT'],
    defaultSets: 6,
    defaultReps: '60s',
  },
  {
    name: 'Resistance Band Rows',
    aliases: ['Band Rows'],
    description:
      'Anchor the band in front of you and pull the handles to your ribs, squeezing the shoulder blades.',
    equipment: ['Resistance Bands'],
    areas: ['Back', 'Arms'],
    levels: ALL_LEVELS,
    interests: ['Home Workouts', 'Pilates', 'Functional Training', 'Swimming'],
    defaultSets: 3,
    defaultReps: '12-15',
  },
  {
    name: 'Barbell Deadlifts',
    aliases: ['Deadlifts', 'Barbell Deadlift'],
    description: 'Hinge at the hips with a flat back, grip the bar and stand up by driving the hips forward.',
    equipment: ['Barbell'],
    areas: ['Back', 'Glutes', 'Legs'],
    levels: NOT_BEGINNER,
    interests: ['Lifting', 'CrossFit', 'Functional Training'],
    defaultSets: 4,
    defaultReps: '5-8',
  },
  {
    name: 'Kettlebell Swings',
    aliases: ['Kettlebell Swing', 'KB Swings'],
    description:
      'Hinge and hike the kettlebell back, then snap the hips forward to swing it to chest height.',
    equipment: ['Kettlebell'],
    areas: ['Glutes', 'Back', 'Cardio'],
    levels: NOT_BEGINNER,
    interests: ['CrossFit', 'Functional Training', 'HIIT', 'Lifting'],
    defaultSets: 3,
    defaultReps: '15',
  },
  {
    name: 'Pull-ups',
    aliases: ['Chin-ups'],
    description:
      'Hang from the bar with an overhand grip and pull until the chin clears it, then lower fully.',
    equipment: ['Pull-Up Bar'],
    areas: ['Back', 'Arms'],
    levels: NOT_BEGINNER,
    interests: ['Calisthenics', 'CrossFit', 'Lifting', 'Martial Arts'],
    defaultSets: 3,
    defaultReps: '5-8',
  },
  {
    name: 'Mat Roll-ups',
    aliases: ['Pilates Roll-ups (mat)'],
    description:
      'Lying on the mat with arms overhead, peel the spine up one vertebra at a time to reach the toes.',
    equipment: ['Yoga Mat'],
    areas: ['Core'],
    levels: ALL_LEVELS,
    interests: ['Pilates', 'Yoga'],
    defaultSets: 3,
    defaultReps: '8-10',
  },
  {
    name: 'Rowing Machine Intervals',
    aliases: ['Rowing Machine Sprints'],
    description:
      'Row hard for the interval with legs, then hips, then arms, and recover at an easy pace between.',
    equipment: ['Rowing Machine'],
    areas: ['Cardio', 'Back', 'Legs'],
    levels: ALL_LEVELS,
    interests: ['Cardio', 'HIIT', 'CrossFit'],
    defaultSets: 5,
    defaultReps: '250m',
  },
  {
    name: 'Exercise Bike Sprints',
    aliases: ['Bike Sprints'],
    description: 'Pedal all-out against solid resistance for the interval, then spin easily to recover.',
    equipment: ['Exercise Bike'],
    areas: ['Cardio', 'Legs'],
    levels: ALL_LEVELS,
    interests: ['Cycling', 'Cardio', 'HIIT'],
    defaultSets: 6,
    defaultReps: '30s',
  },
  {
    name: 'Medicine Ball Slams',
    aliases: ['Ball Slams'],
    description:
      'Lift the ball overhead and slam it into the floor with the whole body, then pick it up and repeat.',
    equipment: ['Medicine Ball'],
    areas: ['Core', 'Shoulders', 'Cardio'],
    levels: ALL_LEVELS,
    interests: ['CrossFit', 'HIIT', 'Boxing', 'Functional Training'],
    defaultSets: 3,
    defaultReps: '12',
  },
  {
    name: 'Bench Press',
    aliases: ['Flat Bench Press'],
    description: 'Lying on the bench, lower the bar to mid-chest under control and press it back up.',
    equipment: ['Bench Press'],
    areas: ['Chest', 'Arms', 'Shoulders'],
    levels: ALL_LEVELS,
    interests: ['Lifting'],
    defaultSets: 4,
    defaultReps: '6-10',
  },
  {
    name: 'Jump Rope',
    aliases: ['Jump Rope Skips', 'Skipping'],
    description: 'Skip with small hops on the balls of the feet, turning the rope from the wrists.',
    equipment: ['Jump Ropes'],
    areas: ['Cardio', 'Legs'],
    levels: ALL_LEVELS,
    interests: ['Boxing', 'Cardio', 'HIIT', 'Martial Arts', 'CrossFit'],
    defaultSets: 3,
    defaultReps: '60s',
  },
  {
    name: 'Stability Ball Crunches',
    aliases: ['Swiss Ball Crunches'],
    description:
      'With the lower back on the ball and feet planted, curl the ribs toward the hips and lower slowly.',
    equipment: ['Stability Ball'],
    areas: ['Core'],
    levels: ALL_LEVELS,
    interests: ['Pilates', 'Functional Training', 'Home Workouts'],
    defaultSets: 3,
    defaultReps: '15',
  },
  {
    name: 'Battle Rope Waves',
    aliases: ['Battle Ropes'],
    description:
      'In a half squat, whip the ropes up and down with alternating arms to make continuous waves.',
    equipment: ['Battle Ropes'],
    areas: ['Cardio', 'Shoulders', 'Arms'],
    levels: NOT_BEGINNER,
    interests: ['HIIT', 'CrossFit', 'Functional Training', 'Boxing'],
    defaultSets: 4,
    defaultReps: '30s',
  },
  {
    name: 'Cable Face Pulls',
    aliases: ['Face Pulls'],
    description:
      'Pull the rope attachment toward your face, elbows high, rotating the hands apart at the end.',
    equipment: ['Cable Machine'],
    areas: ['Shoulders', 'Back'],
    levels: ALL_LEVELS,
    interests: ['Lifting', 'Swimming'],
    defaultSets: 3,
    defaultReps: '12-15',
  },
];

const BY_NAME = new Map<string, Exercise>();
for (const exercise of EXERCISES) {
  for (const name of [exercise.name, ...exercise.aliases]) BY_NAME.set(normalizeExerciseName(name), exercise);
}

/** The catalogue entry for a name or alias, compared case-, spacing- and hyphen-insensitively. */
export function findExercise(name: string): Exercise | undefined {
  return BY_NAME.get(normalizeExerciseName(name));
}

/** Identity for de-duplication: an alias and its canonical name are the same exercise. */
export function exerciseKey(name: string): string {
  const found = findExercise(name);
  return normalizeExerciseName(found ? found.name : name);
}
