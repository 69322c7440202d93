import type { SessionSwap } from '@stryd/domain';
import type { RoutineWorkout } from './api/routine-types';

/**
 * The routine's workouts as this session does them (decision 048): a swapped workout shows the exercise
 * swapped in, with its rest and loading; sets, reps and group stay the routine's. Unswapped workouts keep
 * their identity, so their cards are not drawn again.
 */
export function withSwaps(
  workouts: readonly RoutineWorkout[],
  swaps: readonly SessionSwap[] | undefined,
): readonly RoutineWorkout[] {
  if (!swaps || swaps.length === 0) return workouts;
  const byIndex = new Map(swaps.map((swap) => [swap.workoutIndex, swap]));
  return workouts.map((workout, index) => {
    const swap = byIndex.get(index);
    if (!swap) return workout;
    const { loadedWith: _routines, ...rest } = workout;
    return {
      ...rest,
      workoutType: swap.exerciseName,
      exerciseId: swap.exerciseId,
      category: swap.category,
      ...(swap.loadedWith ? { loadedWith: swap.loadedWith } : {}),
    };
  });
}
