import type { Equipment, Interest, Level } from '../../constants/options';

/** Muscles the library names, as a lifter would say them (filters on /exercises use this list). */
export const MUSCLES = [
  'Chest',
  'Lats',
  'Upper Back',
  'Lower Back',
  'Traps',
  'Shoulders',
  'Rear Delts',
  'Biceps',
  'Triceps',
  'Forearms',
  'Abs',
  'Obliques',
  'Hip Flexors',
  'Glutes',
  'Quadriceps',
  'Hamstrings',
  'Adductors',
  'Abductors',
  'Calves',
] as const;
export type Muscle = (typeof MUSCLES)[number];

export const EXERCISE_CATEGORIES = ['strength', 'cardio', 'plyometric', 'core', 'mobility'] as const;
export type ExerciseCategory = (typeof EXERCISE_CATEGORIES)[number];

/** How a set of the exercise is measured: a count, a count with a load, a hold or effort time, a distance. */
export const MEASURES = ['reps', 'weight_reps', 'time', 'distance'] as const;
export type Measure = (typeof MEASURES)[number];

/** One exercise of the library. Ids are stable: routines, logs and links keep them forever. */
export interface LibraryExercise {
  /** Lowercase kebab-case slug, e.g. 'dumbbell-bench-press'. Never renamed once shipped. */
  id: string;
  name: string;
  /** Other spellings and names that mean this exercise ('Press-ups', 'Pushups'). */
  aliases: readonly string[];
  primaryMuscles: readonly Muscle[];
  secondaryMuscles: readonly Muscle[];
  /**
   * Everything needed at once, from the equipment list (docs/product.md#option-lists); empty means
   * bodyweight.
   */
  equipment: readonly Equipment[];
  category: ExerciseCategory;
  measure: Measure;
  /** The lowest level it suits: a Beginner exercise suits everyone, an Advanced one only advanced lifters. */
  difficulty: Level;
  /** Done one side at a time, so reps are counted per side. */
  unilateral: boolean;
  /** Questionnaire interests it fits, so the coach can lean toward them. */
  interests: readonly Interest[];
  /** Two to four sentences of how to do it, in our own words. */
  howTo: string;
}
