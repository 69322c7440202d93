import type { ParticipantView, WorkoutView } from '@stryd/domain';

/** The routine answers of docs/api.md: their schemas live in @stryd/domain, shared with the server. */
export type { RoutineView } from '@stryd/domain';
export type Participant = ParticipantView;
export type RoutineWorkout = WorkoutView;

/** One routine and its API paths: shared with the server, which names a routine page's first reads in its HTML. */
export { type RoutineRef, routineApiPath } from '@stryd/domain';
