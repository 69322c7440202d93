import type { LoggedSet } from '@stryd/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { setQueueStorage } from '../../lib/offline/offline-queue';
import { getOfflineState } from '../../lib/offline/offline-state';
import { memoryQueue } from '../../lib/offline/queue-storage';
import type { RoutineWorkout } from './api/routine-types';
import { keptOffline, queueTick, queueUntick, withQueued, withSynced } from './offline-sets';

const ref = { userID: 'creator-1', routineName: 'Leg Day' };
const workouts = [
  {
    workoutType: 'Squat',
    workoutSets: 3,
    workoutReps: '5',
    deleteable: true,
    exerciseId: 'squat',
    measure: 'reps-weight',
    category: 'strength',
  },
] as unknown as RoutineWorkout[];

const serverSet = (id: string, setIndex: number): LoggedSet => ({
  id,
  workoutIndex: 0,
  setIndex,
  exerciseId: 'squat',
  exerciseName: 'Squat',
  group: null,
  reps: 5,
  weightKg: 100,
  seconds: null,
  distanceM: null,
  setType: 'working',
  rpe: null,
  rir: null,
  note: null,
  loggedAt: '2026-11-24T09:00:00.000Z',
  xpEarned: 10,
  records: [],
});

const body = (setIndex: number) => ({
  workoutIndex: 0,
  setIndex,
  reps: 5,
  weightKg: 102.5,
  seconds: null,
  distanceM: null,
});

afterEach(() => setQueueStorage(undefined));

describe('sets ticked offline on the routine page', () => {
  it('show over the last session answer: queued ticks added, queued unticks taken away', async () => {
    setQueueStorage(memoryQueue());
    await queueTick(ref, 'set-queued-1', body(1));
    await queueUntick(ref, 'set-server-0');
    await queueTick({ ...ref, routineName: 'Other' }, 'set-elsewhere', body(2));
    expect(getOfflineState().waiting).toBe(3);
    const shown = await withQueued(ref, workouts, [
      serverSet('set-server-0', 0),
      serverSet('set-server-2', 2),
    ]);
    expect([...shown.keys()].sort()).toEqual(['0:1', '0:2']);
    expect(shown.get('0:1')).toMatchObject({ id: 'set-queued-1', weightKg: 102.5, xpEarned: 0 });
  });

  it('counts sets, not requests: a set ticked and unticked offline cancels out (issue 30 item 13)', async () => {
    setQueueStorage(memoryQueue());
    await queueTick(ref, 'set-a', body(0));
    await queueTick(ref, 'set-b', body(1));
    await queueTick(ref, 'set-c', body(2));
    await queueUntick(ref, 'set-c');
    expect(getOfflineState().waiting).toBe(2);
    // An untick of a set the server already has is a change of its own.
    await queueUntick(ref, 'set-server-0');
    expect(getOfflineState().waiting).toBe(3);
  });

  it('once synced, a set shown as waiting becomes the server’s, with the XP it earned (issue 30 item 16)', () => {
    const waiting = { ...serverSet('set-q', 1), xpEarned: 0 };
    const shown = new Map([
      ['0:0', serverSet('set-server-0', 0)],
      ['0:1', waiting],
    ]);
    const request = {
      setId: 'set-q',
      method: 'PUT' as const,
      path: '/x',
      routine: ref,
      queuedAt: '',
      seq: 1,
    };
    const synced = withSynced(shown, [{ request, answer: { set: { ...waiting, xpEarned: 10 } } }]);
    expect([...synced.values()].map((set) => [set.id, set.xpEarned])).toEqual([
      ['set-server-0', 10],
      ['set-q', 10],
    ]);
  });

  it('a tick that got no answer is kept; one the server refused is not', async () => {
    setQueueStorage(memoryQueue());
    const keep = () => queueTick(ref, 'set-a', body(0));
    expect(await keptOffline(new ApiError(0, 'NETWORK_ERROR', 'offline'), keep)).toBe(true);
    expect(await keptOffline(new ApiError(402, 'PREMIUM', 'Plus'), keep)).toBe(false);
    expect(getOfflineState().waiting).toBe(1);
  });

  it('without IndexedDB a tick is not kept (the page rolls it back as before)', async () => {
    setQueueStorage(null);
    const keep = () => queueTick(ref, 'set-a', body(0));
    expect(await keptOffline(new ApiError(0, 'NETWORK_ERROR', 'offline'), keep)).toBe(false);
    expect(await withQueued(ref, workouts, [])).toEqual(new Map());
  });
});
