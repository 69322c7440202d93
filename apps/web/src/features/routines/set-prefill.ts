import {
  EMPTY_SET_DETAILS,
  type LoggedSet,
  type PreviousSet,
  type SetDetails,
  type SetValues,
  setValuesOf,
  targetValues,
} from '@stryd/domain';
import type { RoutineWorkout } from './api/routine-types';

/** One set card: workout position and set number (both from 0). */
export function setKey(workoutIndex: number, setIndex: number): string {
  return `${workoutIndex}:${setIndex}`;
}

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
  previous: readonly PreviousSet[] | undefined,
): SetValues {
  for (let s = setIndex - 1; s >= 0; s -= 1) {
    const earlier = logged.get(setKey(workoutIndex, s));
    if (earlier) return setValuesOf(earlier);
  }
  for (let s = setIndex + 1; s < workout.workoutSets; s += 1) {
    const later = logged.get(setKey(workoutIndex, s));
    if (later) return setValuesOf(later);
  }
  if (previous && previous.length > 0) return setValuesOf(lastTimeOf(previous, setIndex));
  return targetValues(workout.workoutReps, workout.measure);
}

/** The set of last time a card follows: the same set, else last time's last one. */
const lastTimeOf = (previous: readonly PreviousSet[], setIndex: number) =>
  previous[Math.min(setIndex, previous.length - 1)] as PreviousSet;

/**
 * A set card's type and effort before the person chooses: the same set of last time's (a warm-up stays a
 * warm-up, RPE 8 is offered again), like its values; a working set with no effort without one. A note is
 * never carried over: it was about that day.
 */
export function prefillDetails(previous: readonly PreviousSet[] | undefined, setIndex: number): SetDetails {
  if (!previous || setIndex >= previous.length) return EMPTY_SET_DETAILS;
  const last = previous[setIndex] as PreviousSet;
  return { setType: last.setType, rpe: last.rpe, rir: last.rir, note: null };
}
