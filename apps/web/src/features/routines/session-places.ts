import {
  isWarmUpPlace,
  type LoggedSet,
  SET_PLACE_LIMITS,
  type SetValues,
  warmUpPosition,
} from '@stryd/domain';
import type { RoutineWorkout } from './api/routine-types';
import type { SessionLayout } from './session-layout-store';

/**
 * How many rows a workout shows this session (decision 047), from the logged sets (this device's or
 * another's) and what was added here: the routine's sets, then the added ones; the warm-ups before them.
 */

/** The routine's sets, the sets added on this device, and any logged past them (another device). */
export function setRowCount(
  workout: RoutineWorkout,
  workoutIndex: number,
  logged: ReadonlyMap<string, LoggedSet>,
  layout: SessionLayout,
): number {
  let count = workout.workoutSets + (layout.get(workoutIndex)?.added ?? 0);
  for (const set of logged.values())
    if (set.workoutIndex === workoutIndex && set.setIndex >= count) count = set.setIndex + 1;
  return Math.min(count, workout.workoutSets + SET_PLACE_LIMITS.addedPerWorkoutMax);
}

/** The warm-up rows: the ramp added on this device, or as many as were logged (a resumed session). */
export function warmUpRowCount(
  workoutIndex: number,
  logged: ReadonlyMap<string, LoggedSet>,
  layout: SessionLayout,
): number {
  let count = layout.get(workoutIndex)?.warmUps.length ?? 0;
  for (const set of logged.values())
    if (set.workoutIndex === workoutIndex && isWarmUpPlace(set.setIndex))
      count = Math.max(count, warmUpPosition(set.setIndex) + 1);
  return count;
}

/** An unticked warm-up row's values: its step of the ramp. */
export function warmUpValues(layout: SessionLayout, workoutIndex: number, setIndex: number): SetValues {
  const step = layout.get(workoutIndex)?.warmUps[warmUpPosition(setIndex)];
  return { reps: step?.reps ?? null, weightKg: step?.weightKg ?? null, seconds: null, distanceM: null };
}
