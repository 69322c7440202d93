import { CREATION_DURATIONS, isOneOf, LEVELS } from '../constants/options';
import { routineNameProblems } from '../routines/routine-name';
import { LIMITS } from '../schemas/limits';
import type { Workout } from '../schemas/workout-schema';
import { ROUTINE_FORM_MESSAGES as M } from './routine-form-messages';

/** The create-routine form's state; anything may still be missing. */
export interface RoutineFormDraft {
  routineName?: string;
  routineDescription?: string;
  /** Empty means bodyweight was chosen; absent means not answered yet. */
  routineEquipments?: readonly string[] | null;
  level?: string;
  duration?: string;
  workouts?: readonly unknown[];
}

export type RoutineFormField = 'routineName' | 'routineEquipments' | 'level' | 'duration' | 'workouts';

/** The form's fields in on-screen order: the first failing one gets the message and the focus. */
export const ROUTINE_FORM_FIELDS: readonly RoutineFormField[] = [
  'routineName',
  'routineEquipments',
  'level',
  'duration',
  'workouts',
];

/**
 * docs/product.md#create-routine-validation marks equipment required. It is answered by listing equipment or
 * by choosing bodyweight, which is an empty list; no list at all means the question is still open. The form,
 * its progress bar and the server's schema all ask this one function.
 */
export function isEquipmentAnswered(equipments: unknown): boolean {
  return Array.isArray(equipments);
}

/**
 * Every failing field with its message, in the form's order (docs/product.md#create-routine-validation;
 * description is optional).
 */
export function routineFormErrors(draft: RoutineFormDraft): Partial<Record<RoutineFormField, string>> {
  const errors: Partial<Record<RoutineFormField, string>> = {};
  const [nameProblem] = routineNameProblems(draft.routineName ?? '');
  if (nameProblem) errors.routineName = nameProblem;
  if (!isEquipmentAnswered(draft.routineEquipments)) errors.routineEquipments = M.equipmentRequired;
  if (!isOneOf(LEVELS, draft.level)) errors.level = M.levelRequired;
  if (!isOneOf(CREATION_DURATIONS, draft.duration)) errors.duration = M.durationRequired;
  const count = draft.workouts?.length ?? 0;
  if (count === 0) errors.workouts = M.workoutsRequired;
  else if (count > LIMITS.workoutsMax) errors.workouts = M.tooManyWorkouts;
  return errors;
}

/**
 * The progress bar (docs/product.md#create-routine-validation): the share of filled items among name, level,
 * duration, equipment and "at least one workout", as a percent (0, 20, … 100).
 */
export function routineFormProgress(draft: RoutineFormDraft): number {
  const filled = [
    (draft.routineName?.trim() ?? '') !== '',
    isOneOf(LEVELS, draft.level),
    isOneOf(CREATION_DURATIONS, draft.duration),
    isEquipmentAnswered(draft.routineEquipments),
    (draft.workouts?.length ?? 0) > 0,
  ].filter(Boolean).length;
  return (filled / 5) * 100;
}

export interface WorkoutDraft {
  type: string;
  sets: number;
  reps: number;
}

const isCount = (n: number, max: number) => Number.isInteger(n) && n > 0 && n <= max;

/**
 * docs/product.md#create-routine-validation: add-workout is enabled only when sets > 0, reps > 0 and a type
 * is chosen.
 */
export function canAddWorkout(draft: WorkoutDraft): boolean {
  const type = draft.type.trim();
  return (
    type !== '' &&
    type.length <= LIMITS.workoutTypeMax &&
    isCount(draft.sets, LIMITS.workoutSetsMax) &&
    isCount(draft.reps, LIMITS.formRepsMax)
  );
}

/** The workout the form adds; hand-made workouts can be deleted by their creator. */
export function toWorkout(draft: WorkoutDraft): Workout {
  return {
    workoutType: draft.type.trim(),
    workoutSets: draft.sets,
    workoutReps: String(draft.reps),
    deleteable: true,
  };
}

/** docs/product.md#create-routine-validation: counters hold non-negative integers; decrement floors at 0. */
export function decrementCount(n: number): number {
  return Math.max(0, toCount(n) - 1);
}

/** Increment, stopping at max when one is given (sets stop at 20). */
export function incrementCount(n: number, max = Number.POSITIVE_INFINITY): number {
  return Math.min(max, toCount(n) + 1);
}

/** Typed counter input: anything that is not a non-negative integer becomes one (or 0). */
export function toCount(n: unknown): number {
  const value = typeof n === 'string' ? Number(n.trim()) : n;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  return Math.floor(value);
}
