import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setQueueStorage } from '../../lib/offline/offline-queue';
import { memoryQueue } from '../../lib/offline/queue-storage';
import { mockApi } from '../../test/fetch-mock';
import { testQueryClient } from '../../test/render';
import { API_TAIL, PREMIUM_USER, routineView } from './routine-fixtures.test-helper';
import { useSetSession } from './use-set-session';

const ref = { userID: 'creator-1', routineName: 'Leg Day' };
const { workouts } = routineView();

afterEach(() => setQueueStorage(undefined));

describe('useSetSession', () => {
  it('keeps toggle and setValue the same across renders, so a workout card whose sets did not change is not drawn again (decision 032)', async () => {
    setQueueStorage(memoryQueue());
    mockApi({
      user: PREMIUM_USER,
      handlers: { [`GET /api/stryds/${API_TAIL}/session`]: () => ({ session: null, previous: [] }) },
    });
    const queryClient = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MemoryRouter>
    );
    const { result, rerender } = renderHook(() => useSetSession(ref, workouts, PREMIUM_USER.id), { wrapper });
    const { toggle, setValue } = result.current;
    rerender();
    act(() => result.current.setValue(0, 0, 'reps', 9));
    expect(result.current.valuesFor(0, 0).reps).toBe(9);
    expect(result.current.toggle).toBe(toggle);
    expect(result.current.setValue).toBe(setValue);
  });
});
