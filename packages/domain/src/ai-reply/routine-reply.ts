import { cleanExerciseName } from '../catalogue/exercise-name';
import { exerciseKey, findExercise } from '../catalogue/exercises';
import {
  DEFAULT_WORKOUT_REPS,
  DEFAULT_WORKOUT_SETS,
  FALLBACK_EXERCISES,
} from '../catalogue/fallback-exercises';
import { GENERATED_ROUTINE_WORKOUTS, ROUTINE_NAME_MAX_WORDS } from '../constants/limits';
import { durationMinutes } from '../constants/options';
import { PRODUCT_NAME } from '../product/product';
import type { GeneratedRoutine } from '../schemas/generated-routine-schema';
import { LIMITS } from '../schemas/limits';
import { routineNameSchema } from '../schemas/routine-name-schema';
import type { Workout } from '../schemas/workout-schema';
import { type EquipmentPrefs, equipmentMismatch } from './equipment-mismatch';
import { extractJson } from './extract-json';
import { ROUTINE_REPLY_ERRORS, RoutineReplyError } from './reply-errors';
import { isObject, type JsonObject, pick, readNumber, readText, truncate } from './reply-values';

export interface RoutineReplyPrefs extends EquipmentPrefs {
  /** Questionnaire duration, used when the reply has no usable estimatedTimeMinutes. */
  duration?: string;
}

export const DEFAULT_GENERATED_ROUTINE_NAME = `${PRODUCT_NAME} Routine`;
const DEFAULT_ESTIMATED_MINUTES = 30;

/**
 * Reply handling (docs/product.md#reply-handling). Turns whatever the model sent into a valid generated
 * routine, or throws RoutineReplyError with one of the two messages: nothing usable at all → 'Empty or
 * invalid routine response'; text with no parsable JSON → 'Failed to parse routine JSON'.
 */
export function parseRoutineReply(reply: unknown, prefs: RoutineReplyPrefs): GeneratedRoutine {
  const routine = routineObject(reply);
  return {
    routineName: routineName(pick(routine, ['routineName', 'name', 'title'])),
    estimatedTimeMinutes: estimatedMinutes(
      pick(routine, ['estimatedTimeMinutes', 'estimatedTime', 'duration']),
      prefs,
    ),
    routineReason: truncate(
      readText(pick(routine, ['routineReason', 'reason', 'description'])),
      LIMITS.routineReasonMax,
    ),
    workouts: fiveWorkouts(pick(routine, ['workouts', 'exercises']), prefs),
  };
}

function routineObject(reply: unknown): JsonObject {
  let value: unknown = reply;
  if (typeof reply === 'string') {
    if (reply.trim() === '') throw new RoutineReplyError(ROUTINE_REPLY_ERRORS.empty);
    const parsed = extractJson(reply);
    if (!parsed) throw new RoutineReplyError(ROUTINE_REPLY_ERRORS.parse);
    value = parsed.value;
  }
  if (!isObject(value)) throw new RoutineReplyError(ROUTINE_REPLY_ERRORS.empty);
  if (looksLikeRoutine(value)) return value;
  // Some models wrap the answer: { "routine": { … } }.
  const inner = Object.values(value).find((v) => isObject(v) && looksLikeRoutine(v));
  if (inner) return inner as JsonObject;
  throw new RoutineReplyError(ROUTINE_REPLY_ERRORS.empty);
}

function looksLikeRoutine(obj: JsonObject): boolean {
  return Array.isArray(pick(obj, ['workouts', 'exercises'])) || readText(pick(obj, ['routineName'])) !== '';
}

/**
 * docs/product.md#routine-fields: at most 3 words; trimmed to the length limit and free of control
 * characters.
 */
export function limitRoutineName(name: string): string {
  const words = readText(name).split(' ').filter(Boolean).slice(0, ROUTINE_NAME_MAX_WORDS);
  return truncate(words.join(' '), LIMITS.routineNameMax);
}

/** The model's name when it is one a routine may have (not ".", "..", nor invisible), else ours. */
function routineName(value: unknown): string {
  const name = limitRoutineName(readText(value));
  return routineNameSchema.safeParse(name).success ? name : DEFAULT_GENERATED_ROUTINE_NAME;
}

function estimatedMinutes(value: unknown, prefs: RoutineReplyPrefs): number {
  const minutes = Math.round(readNumber(value));
  if (minutes >= LIMITS.estimatedMinutesMin && minutes <= LIMITS.estimatedMinutesMax) return minutes;
  return durationMinutes(prefs.duration) ?? DEFAULT_ESTIMATED_MINUTES;
}

/**
 * docs/product.md#reply-handling: keep the model's exercises in order, dropping unusable, duplicate
 * (case/spacing-insensitive, aliases included) and equipment-mismatched ones; cut to 5; pad from the fixed
 * list in order.
 */
function fiveWorkouts(value: unknown, prefs: EquipmentPrefs): Workout[] {
  const workouts: Workout[] = [];
  const seen = new Set<string>();
  const items = Array.isArray(value) ? value : [];
  for (const item of items) {
    if (workouts.length === GENERATED_ROUTINE_WORKOUTS) break;
    const workout = readWorkout(item);
    if (!workout) continue;
    const key = exerciseKey(workout.workoutType);
    if (seen.has(key) || equipmentMismatch(workout.workoutType, prefs)) continue;
    seen.add(key);
    workouts.push(inLibraryTerms(workout));
  }
  for (const name of FALLBACK_EXERCISES) {
    if (workouts.length === GENERATED_ROUTINE_WORKOUTS) break;
    const key = exerciseKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    workouts.push(
      inLibraryTerms({
        workoutType: name,
        workoutSets: DEFAULT_WORKOUT_SETS,
        workoutReps: DEFAULT_WORKOUT_REPS,
      }),
    );
  }
  return workouts;
}

/**
 * A workout the library knows carries its id, so routines, pages and logs see one exercise however a
 * model spelled it ('Flexiones (Push-ups)' is push-ups); the name stays as written (the product keeps its
 * spelling).
 */
function inLibraryTerms(workout: Workout): Workout {
  const exercise = findExercise(workout.workoutType);
  return exercise ? { ...workout, exerciseId: exercise.id } : workout;
}

/** One workout from an object ({ workoutType, workoutSets, workoutReps } or name/sets/reps) or a bare name. */
export function readWorkout(item: unknown): Workout | undefined {
  const obj: JsonObject = isObject(item) ? item : { workoutType: item };
  const raw = pick(obj, ['workoutType', 'name', 'exercise', 'workout', 'type']);
  const name = typeof raw === 'string' ? cleanExerciseName(readText(raw)) : '';
  if (name === '' || name.length > LIMITS.workoutTypeMax) return undefined;
  return {
    workoutType: name,
    workoutSets: readSets(pick(obj, ['workoutSets', 'sets'])),
    workoutReps: readReps(pick(obj, ['workoutReps', 'reps', 'repetitions'])),
  };
}

/** Whole sets from 1 to 20; anything unusable becomes the default of 3. */
export function readSets(value: unknown): number {
  const sets = Math.round(readNumber(value));
  if (!(sets >= LIMITS.workoutSetsMin)) return DEFAULT_WORKOUT_SETS;
  return Math.min(sets, LIMITS.workoutSetsMax);
}

/** A short reps text ('12', '10-15', '30s'); anything unusable becomes the default '10-15'. */
export function readReps(value: unknown): string {
  if (typeof value === 'number' && !(value > 0)) return DEFAULT_WORKOUT_REPS;
  const reps = readText(value);
  if (reps === '' || reps.length > LIMITS.workoutRepsMax || /^0+$/.test(reps)) return DEFAULT_WORKOUT_REPS;
  return reps;
}
