import type { ParticipantView, WorkoutView } from '@stryd/domain';

/** The routine answers of docs/api.md: their schemas live in @stryd/domain, shared with the server. */
export type { RoutineView } from '@stryd/domain';
export type Participant = ParticipantView;
export type RoutineWorkout = WorkoutView;

/** Identifies one routine: its creator and its name (as in the page URL). */
export interface RoutineRef {
  userID: string;
  routineName: string;
}

/** The API path tail for a routine: `{userID}/{routineName}`, both percent-encoded. */
export function routineApiPath({ userID, routineName }: RoutineRef): string {
  return `${encodeURIComponent(userID)}/${encodeURIComponent(routineName)}`;
}
