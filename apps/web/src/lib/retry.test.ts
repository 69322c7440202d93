import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { retryWhileOffline } from './retry';

const offline = () => new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.');

describe('retryWhileOffline', () => {
  it('tries again after each delay while the server cannot be reached, then returns the answer', async () => {
    const call = vi
      .fn()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValue('ok');
    const waits: number[] = [];
    await expect(retryWhileOffline(call, [10, 20, 40], async (ms) => void waits.push(ms))).resolves.toBe(
      'ok',
    );
    expect(call).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([10, 20]);
  });

  it('gives up after the last delay with the network error', async () => {
    const call = vi.fn().mockRejectedValue(offline());
    await expect(retryWhileOffline(call, [1, 1], async () => {})).rejects.toMatchObject({ status: 0 });
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('does not retry an answer from the server', async () => {
    const call = vi.fn().mockRejectedValue(new ApiError(402, 'PREMIUM_REQUIRED', 'Subscription required'));
    await expect(retryWhileOffline(call, [1, 1], async () => {})).rejects.toMatchObject({ status: 402 });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
