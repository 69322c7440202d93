import {
  type Exercise,
  exerciseById,
  exerciseLogKey,
  isSwapAlternative,
  loadedWith,
  type SessionSwap,
} from '@stryd/domain';
import type { WorkoutRow } from '../routines/routines.repository';

/**
 * A session's swapped exercises (decision 048), kept as JSON text on its row: `{ "2": "dumbbell-bench-press" }`.
 * Read leniently: an entry that is no longer an alternative of the workout at its place (the routine was
 * edited since) is ignored, so a swap never logs an exercise the routine's workout does not allow.
 */
export type SwapIds = Record<string, string>;

export function parseSwaps(text: string | null): SwapIds {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The JSON to store, null once nothing is swapped. */
export const swapsText = (swaps: SwapIds): string | null =>
  Object.keys(swaps).length === 0 ? null : JSON.stringify(swaps);

/** The exercise done in place of this workout's, when the session swapped it (and it still may be). */
export function swappedExercise(
  swaps: SwapIds,
  workout: Pick<WorkoutRow, 'exercise_id'>,
  workoutIndex: number,
): Exercise | undefined {
  const id = swaps[String(workoutIndex)];
  return id && isSwapAlternative(workout.exercise_id, id) ? exerciseById(id) : undefined;
}

/** What a set of this workout logs as its exercise: the swapped one, else the routine's. */
export function exerciseDone(
  swaps: SwapIds,
  workout: Pick<WorkoutRow, 'exercise_id' | 'type'>,
  workoutIndex: number,
): { exerciseId: string | null; name: string; key: string } {
  const swapped = swappedExercise(swaps, workout, workoutIndex);
  const exerciseId = swapped?.id ?? workout.exercise_id;
  const name = swapped?.name ?? workout.type;
  return { exerciseId, name, key: exerciseLogKey(exerciseId, name) };
}

/** The session's swaps as the routine page reads them, in workout order. */
export function sessionSwapsOf(swaps: SwapIds, workouts: readonly WorkoutRow[]): SessionSwap[] {
  return workouts.flatMap((workout, workoutIndex) => {
    const swapped = swappedExercise(swaps, workout, workoutIndex);
    if (!swapped) return [];
    const loaded = loadedWith(swapped.equipment, swapped.measure);
    return [
      {
        workoutIndex,
        exerciseId: swapped.id,
        exerciseName: swapped.name,
        category: swapped.category,
        ...(loaded ? { loadedWith: loaded } : {}),
      },
    ];
  });
}
