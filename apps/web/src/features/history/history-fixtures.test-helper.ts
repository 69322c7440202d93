import type { HistoryAnswer, SessionDetail } from '@stryd/domain';
import { summary } from '../../test/session-summary';

export { summary };

export function historyAnswer(overrides: Partial<HistoryAnswer> = {}): HistoryAnswer {
  return {
    sessions: [summary()],
    nextBefore: null,
    days: [
      { day: '2026-11-24', sessions: 2 },
      { day: '2026-11-20', sessions: 1 },
    ],
    weeks: Array.from({ length: 12 }, (_, i) => ({
      weekStart: new Date(Date.UTC(2026, 8, 7 + i * 7)).toISOString().slice(0, 10),
      sessions: i % 3,
      sets: i * 4,
      volumeKg: i * 500,
    })),
    streakWeeks: 3,
    historyPublic: false,
    sessionVisibility: 'only-me',
    ...overrides,
  };
}

export function sessionDetail(overrides: Partial<SessionDetail> = {}): SessionDetail {
  const set = (workoutIndex: number, setIndex: number, values: Partial<SessionDetail['sets'][number]>) => ({
    id: `set-${workoutIndex}-${setIndex}`,
    workoutIndex,
    setIndex,
    exerciseId: 'bench-press',
    exerciseName: 'Bench Press',
    group: null,
    reps: null,
    weightKg: null,
    seconds: null,
    distanceM: null,
    setType: 'working' as const,
    rpe: null,
    rir: null,
    note: null,
    loggedAt: '2026-11-24T12:10:00.000Z',
    xpEarned: 10,
    records: [],
    ...values,
  });
  return {
    ...summary(),
    ownerId: 'user-1',
    sets: [
      // Out of order on purpose: the page shows them in routine order.
      set(1, 0, { exerciseId: null, exerciseName: 'Plank', seconds: 45 }),
      set(0, 1, { reps: 6, weightKg: 82.5, records: ['weight', 'e1rm'] }),
      set(0, 0, { reps: 8, weightKg: 80 }),
    ],
    ...overrides,
  };
}
