import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { queueSetRequest, setQueueStorage, syncQueue } from './offline-queue';
import { getOfflineState, setOfflineState } from './offline-state';
import { memoryQueue } from './queue-storage';
import type { QueuedSetRequest } from './set-queue';

const routine = { userID: 'u1', routineName: 'Leg Day' };

function tick(setId: string): Omit<QueuedSetRequest, 'seq' | 'queuedAt'> {
  return {
    setId,
    method: 'PUT',
    path: `/stryds/u1/Leg%20Day/sets/${setId}`,
    body: { workoutIndex: 0, setIndex: 0, reps: 8, weightKg: 60 },
    routine,
  };
}

afterEach(() => {
  setQueueStorage(undefined);
  setOfflineState({ waiting: 0 });
  vi.unstubAllGlobals();
});

describe('the offline status count', () => {
  it('counts a set queued while a sync round is failing: the round does not put back its older count', async () => {
    setQueueStorage(memoryQueue());
    await queueSetRequest(tick('set-a'));
    let failSend = (_error: Error) => {};
    const sending = new Promise<Response>((_resolve, reject) => {
      failSend = reject;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => sending),
    );

    const round = syncQueue();
    // The round is sending set-a when set-b is ticked, still with no connection.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await queueSetRequest(tick('set-b'));
    expect(getOfflineState().waiting).toBe(2);
    failSend(new TypeError('Failed to fetch'));
    const result = await round;

    expect(result.sent).toEqual([]);
    expect(getOfflineState().waiting).toBe(2);
  });

  it('counts what a round left: sent sets leave the count, refused ones too', async () => {
    setQueueStorage(memoryQueue());
    await queueSetRequest(tick('set-a'));
    await queueSetRequest(tick('set-b'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('set-a')
          ? new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } })
          : new Response(
              JSON.stringify({ code: 'VALIDATION_ERROR', message: 'Reps must be a whole number' }),
              {
                status: 400,
                headers: { 'content-type': 'application/json' },
              },
            ),
      ),
    );
    const result = await syncQueue();
    expect(result.sent).toHaveLength(1);
    expect(result.dropped[0]?.error).toBeInstanceOf(ApiError);
    expect(getOfflineState().waiting).toBe(0);
  });
});
