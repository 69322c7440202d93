import type { LoggedSet } from '@stryd/domain';
import type { CurrentUser } from '../../lib/session';
import { jsonResponse, TEST_USER } from '../../test/fetch-mock';
import type { Participant, RoutineView } from './api/routine-types';

export const PREMIUM_USER: CurrentUser = { ...TEST_USER, userPlan: 'stryd-monthly' };
export const FREE_USER: CurrentUser = { ...TEST_USER, userPlan: 'free' };

export const CREATOR_ID = 'creator-1';
export const ROUTINE_NAME = 'Leg Day';
/** The routine page's URL and the API path tail for the fixture routine. */
export const ROUTINE_URL = `/stryd/${CREATOR_ID}/Leg%20Day`;
export const API_TAIL = `${CREATOR_ID}/Leg%20Day`;

export function participant(userID: string, username: string, userRoutineXP: number): Participant {
  return { id: userID, userID, username, profileImageLink: '', userRoutineXP };
}

export function routineView(overrides: Partial<RoutineView> = {}): RoutineView {
  const participants = overrides.participants ?? [participant(CREATOR_ID, 'coach_kim', 40)];
  return {
    routineName: ROUTINE_NAME,
    routineDescription: 'Strong legs, twice a week.',
    routineEquipments: [],
    level: 'Beginner',
    estimatedTimeMinutes: '30',
    duration: '30 mins',
    restDays: 2,
    createdDate: '2025-01-02',
    version: 1,
    routineCreationType: 'created',
    creatorID: CREATOR_ID,
    participantCount: participants.length,
    workouts: [
      {
        workoutType: 'Squats',
        workoutSets: 2,
        workoutReps: '12',
        deleteable: true,
        exerciseId: 'squats',
        measure: 'reps' as const,
        category: 'strength' as const,
        group: null,
      },
      {
        workoutType: 'Lunges',
        workoutSets: 1,
        workoutReps: '10',
        deleteable: true,
        exerciseId: null,
        measure: 'weight_reps' as const,
        category: 'custom' as const,
        group: null,
      },
    ],
    creator: { userID: CREATOR_ID, username: 'coach_kim', profileImageLink: '' },
    participants,
    viewer: { isCreator: false, isParticipant: false, todayXP: 0, dailyCap: 30 },
    ...overrides,
  };
}

export function apiError(status: number, code: string, message: string): Response {
  return jsonResponse({ code, message }, status);
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A set the server logged (or the queue keeps) at one place of the routine. */
export function keptSet(
  id: string,
  workoutIndex: number,
  setIndex: number,
  over: Partial<LoggedSet> = {},
): LoggedSet {
  return {
    id,
    workoutIndex,
    setIndex,
    exerciseId: null,
    exerciseName: 'Squats',
    group: null,
    reps: 10,
    weightKg: null,
    seconds: null,
    distanceM: null,
    setType: 'working' as const,
    rpe: null,
    rir: null,
    note: null,
    loggedAt: '2026-11-24T10:00:00.000Z',
    xpEarned: 10,
    records: [],
    ...over,
  };
}
