import type { SessionSummary } from '@stryd/domain';

/** A finished session for page tests (the history, the feed); noon UTC, so its date is the same in every time zone. */
export function summary(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id: 'session-1',
    routineName: 'Push Day',
    creatorId: 'user-1',
    startedAt: '2026-11-24T12:00:00.000Z',
    finishedAt: '2026-11-24T12:42:05.000Z',
    durationMs: 42 * 60_000 + 5_000,
    setCount: 12,
    volumeKg: 3240,
    warmupVolumeKg: 0,
    note: null,
    xpEarned: 120,
    recordCount: 2,
    visibility: null,
    ...overrides,
  };
}
