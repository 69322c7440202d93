import { createHash } from 'node:crypto';
import {
  alternativesFor,
  EXERCISE_ID_SHAPE,
  EXERCISES,
  type Exercise,
  type ExerciseDetail,
  type ExerciseList,
  type ExerciseQuery,
  type ExerciseSummary,
  type ExerciseSwaps,
  exerciseById,
  exerciseVideoSearchUrl,
  searchExercises,
  swapAlternatives,
} from '@stryd/domain';
import { badRequest, notFound } from '../../http/errors';

export const EXERCISE_NOT_FOUND = 'Exercise not found.';
export const INVALID_EXERCISE_ID = 'Exercise ids are lowercase words joined by hyphens.';

/** Changes exactly when the library does, so a cached answer is revalidated after a release that edits it. */
export const LIBRARY_ETAG = `"lib-${createHash('sha256').update(JSON.stringify(EXERCISES)).digest('hex').slice(0, 16)}"`;

export function exerciseSummary(e: Exercise): ExerciseSummary {
  return {
    id: e.id,
    name: e.name,
    aliases: [...e.aliases],
    primaryMuscles: [...e.primaryMuscles],
    equipment: [...e.equipment],
    category: e.category,
    measure: e.measure,
    difficulty: e.difficulty,
    unilateral: e.unilateral,
  };
}

export function listExercises(query: ExerciseQuery): ExerciseList {
  return { items: searchExercises(query).map(exerciseSummary), total: EXERCISES.length };
}

/** The library exercise with this id: 400 for an id of the wrong shape, 404 for one the library lacks. */
function requireExercise(id: string): Exercise {
  if (!EXERCISE_ID_SHAPE.test(id)) throw badRequest(INVALID_EXERCISE_ID, 'INVALID_EXERCISE_ID');
  const exercise = exerciseById(id);
  if (!exercise) throw notFound(EXERCISE_NOT_FOUND, 'EXERCISE_NOT_FOUND');
  return exercise;
}

/** Every exercise a session may swap in for this one (decision 048). */
export function exerciseSwaps(id: string): ExerciseSwaps {
  return { items: swapAlternatives(requireExercise(id)).map(exerciseSummary) };
}

export function exerciseDetail(id: string): ExerciseDetail {
  const exercise = requireExercise(id);
  return {
    ...exerciseSummary(exercise),
    secondaryMuscles: [...exercise.secondaryMuscles],
    howTo: exercise.howTo,
    videoSearchUrl: exerciseVideoSearchUrl(exercise.name),
    alternatives: alternativesFor(exercise).map(exerciseSummary),
  };
}
