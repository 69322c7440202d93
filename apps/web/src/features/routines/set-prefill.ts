import { type LoggedSet, type SetValues, targetValues } from '@stryd/domain';
import type { RoutineWorkout } from './api/routine-types';

/** One set card: workout position and set number (both from 0). */
export function setKey(workoutIndex: number, setIndex: number): string {
  return `${workoutIndex}:${setIndex}`;
}

const valuesOf = (set: LoggedSet): SetValues => ({
  reps: set.reps,
  weightKg: set.weightKg,
  seconds: set.seconds,
  distanceM: set.distanceM,
});

/**
 * What a set card shows before the user types: the nearest set of this workout already logged in this
 * session (the one before it, else after), else the same set of the last session, else its last set,
 * else the routine's target.
 */
export function prefillValues(
  workout: RoutineWorkout,
  workoutIndex: number,
  setIndex: number,
  logged: ReadonlyMap<string, LoggedSet>,
  previous: readonly SetValues[] | undefined,
): SetValues {
  for (let s = setIndex - 1; s >= 0; s -= 1) {
    const earlier = logged.get(setKey(workoutIndex, s));
    if (earlier) return valuesOf(earlier);
  }
  for (let s = setIndex + 1; s < workout.workoutSets; s += 1) {
    const later = logged.get(setKey(workoutIndex, s));
    if (later) return valuesOf(later);
  }
  if (previous && previous.length > 0) return previous[Math.min(setIndex, previous.length - 1)] as SetValues;
  return targetValues(workout.workoutReps, workout.measure);
}
