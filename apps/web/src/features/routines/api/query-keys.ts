import type { RoutineRef } from '@stryd/domain';

/** Where the app keeps a routine page's two reads (the app's start seeds them from a drawn page, too). */
export function routineQueryKey({ userID, routineName }: RoutineRef) {
  return ['routine', userID, routineName] as const;
}

export const routineSessionQueryKey = (ref: RoutineRef) => ['routine-session', ref.userID, ref.routineName];
