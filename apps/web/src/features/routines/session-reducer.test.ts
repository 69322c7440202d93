import type { LoggedSet } from '@stryd/domain';
import { describe, expect, it } from 'vitest';
import { keyedSets } from './offline-sets';
import { keptSet } from './routine-fixtures.test-helper';
import { emptySession, type SessionAction, type SessionState, sessionReducer } from './session-reducer';

const set = (id: string, workoutIndex: number, setIndex: number, xpEarned = 10): LoggedSet =>
  keptSet(id, workoutIndex, setIndex, {
    weightKg: 40,
    xpEarned,
    loggedAt: `2026-11-24T10:0${setIndex}:00.000Z`,
  });

const run = (actions: SessionAction[], from: SessionState = emptySession()) =>
  actions.reduce(sessionReducer, from);

describe('sessionReducer: ticks and unticks', () => {
  it('a tick shows at once and is busy, then holds the server’s set', () => {
    const started = run([{ type: 'tick-started', key: '0:0' }]);
    expect([...started.ticking]).toEqual(['0:0']);
    expect([...started.pending]).toEqual(['0:0']);
    const logged = sessionReducer(started, { type: 'tick-logged', key: '0:0', set: set('a', 0, 0) });
    expect(logged.logged.get('0:0')?.id).toBe('a');
    expect(logged.ticking.size).toBe(0);
    expect(logged.pending.size).toBe(0);
  });

  it('a refused tick is rolled back to the set as it was', () => {
    const before = emptySession();
    const after = run(
      [
        { type: 'tick-started', key: '0:0' },
        { type: 'tick-failed', key: '0:0' },
      ],
      before,
    );
    expect(after).toEqual(before);
  });

  it('an untick takes the set off at once and keeps its values in the row; settled, it is no longer busy', () => {
    const a = set('a', 0, 0);
    const unticking = run([{ type: 'untick-started', key: '0:0' }], emptySession(keyedSets([a])));
    expect(unticking.logged.size).toBe(0);
    expect([...unticking.pending]).toEqual(['0:0']);
    expect(unticking.edits.get('0:0')).toEqual({ reps: 10, weightKg: 40, seconds: null, distanceM: null });
    expect(sessionReducer(unticking, { type: 'untick-settled', key: '0:0' }).pending.size).toBe(0);
  });

  it('a refused untick puts the set back', () => {
    const a = set('a', 0, 0);
    const after = run(
      [
        { type: 'untick-started', key: '0:0' },
        { type: 'untick-failed', key: '0:0', set: a },
      ],
      emptySession(keyedSets([a])),
    );
    expect(after.logged.get('0:0')).toBe(a);
    expect(after.pending.size).toBe(0);
  });

  it('an untick of a set not logged changes nothing', () => {
    const before = emptySession();
    expect(sessionReducer(before, { type: 'untick-started', key: '0:0' })).toBe(before);
  });

  it('tick → untick → tick: the second tick logs a new set in the same place, with the values kept', () => {
    const first = set('a', 0, 0);
    const second = { ...set('b', 0, 0), reps: 12 };
    const after = run([
      { type: 'tick-started', key: '0:0' },
      { type: 'tick-logged', key: '0:0', set: first },
      { type: 'untick-started', key: '0:0' },
      { type: 'untick-settled', key: '0:0' },
      { type: 'tick-started', key: '0:0' },
      { type: 'tick-logged', key: '0:0', set: second },
    ]);
    expect(after.logged.get('0:0')).toBe(second);
    expect(after.logged.size).toBe(1);
    expect(after.ticking.size + after.pending.size).toBe(0);
  });
});

describe('sessionReducer: typed values', () => {
  it('keeps each typed field apart: a change of one never rewrites another', () => {
    const after = run([
      { type: 'field-edited', key: '0:0', field: 'weightKg', value: 70 },
      { type: 'field-edited', key: '0:0', field: 'reps', value: 10 },
      { type: 'field-edited', key: '0:1', field: 'reps', value: 6 },
    ]);
    expect(after.edits.get('0:0')).toEqual({ weightKg: 70, reps: 10 });
    expect(after.edits.get('0:1')).toEqual({ reps: 6 });
  });

  it('an emptied field stays empty (null), not back to the prefill', () => {
    const after = run([{ type: 'field-edited', key: '0:0', field: 'weightKg', value: null }]);
    expect(after.edits.get('0:0')).toEqual({ weightKg: null });
  });
});

describe('sessionReducer: the kept session', () => {
  const a = set('a', 0, 0);
  const b = set('b', 0, 1, 0);

  it('adds what the server kept and shows the banner from its start', () => {
    const after = run([
      {
        type: 'session-found',
        kept: keyedSets([a, b]),
        startedAt: '2026-11-24T09:59:00.000Z',
        drawnWith: [],
      },
    ]);
    expect(after.logged).toEqual(keyedSets([a, b]));
    expect(after.resumed).toEqual({ startedAt: '2026-11-24T09:59:00.000Z', sets: 2 });
  });

  it('a set ticked meanwhile wins over the kept one in its place; with no start, the first set’s time', () => {
    const mine = set('mine', 0, 0);
    const after = run(
      [{ type: 'session-found', kept: keyedSets([a, b]), startedAt: undefined, drawnWith: [] }],
      emptySession(keyedSets([mine])),
    );
    expect(after.logged.get('0:0')).toBe(mine);
    expect(after.logged.get('0:1')).toBe(b);
    expect(after.resumed?.startedAt).toBe(a.loggedAt);
  });

  it('Resume pressed first keeps the banner away when the session is found later', () => {
    const after = run([
      { type: 'resume-dismissed' },
      { type: 'session-found', kept: keyedSets([a]), startedAt: undefined, drawnWith: [] },
    ]);
    expect(after.resumed).toBeNull();
    expect(after.logged.size).toBe(1);
  });

  it('a set synced from the queue becomes the server’s, with its XP', () => {
    const waiting = set('q', 1, 0, 0);
    const after = run(
      [
        {
          type: 'queue-synced',
          sent: [
            {
              request: {
                setId: 'q',
                method: 'PUT',
                path: '/x/q',
                routine: { userID: 'c', routineName: 'Leg Day' },
                queuedAt: waiting.loggedAt,
                seq: 1,
              },
              answer: { set: { ...waiting, xpEarned: 10 } },
            },
          ],
        },
      ],
      emptySession(keyedSets([waiting])),
    );
    expect(after.logged.get('1:0')?.xpEarned).toBe(10);
  });

  it('cleared: sets, typed values and the banner go; a tick on its way stays on its way', () => {
    const after = run(
      [
        { type: 'field-edited', key: '0:1', field: 'reps', value: 3 },
        { type: 'tick-started', key: '1:0' },
        { type: 'cleared' },
      ],
      { ...emptySession(keyedSets([a])), resumed: { startedAt: a.loggedAt, sets: 1 } },
    );
    expect(after.logged.size).toBe(0);
    expect(after.edits.size).toBe(0);
    expect(after.resumed).toBeNull();
    expect([...after.ticking]).toEqual(['1:0']);
  });
});
