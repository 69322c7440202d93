import type { LoggedSet } from '@stryd/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queuedFor, setQueueStorage } from '../../lib/offline/offline-queue';
import { memoryQueue } from '../../lib/offline/queue-storage';
import { jsonResponse, mockApi } from '../../test/fetch-mock';
import { testQueryClient } from '../../test/render';
import { routineQueryKey } from './api/query-keys';
import type { RoutineView } from './api/routine-types';
import { keyedSets } from './offline-sets';
import {
  API_TAIL,
  apiError,
  deferred,
  PREMIUM_USER,
  participant,
  routineView,
} from './routine-fixtures.test-helper';
import { emptySession, sessionReducer } from './session-reducer';
import { useSetMutations } from './use-set-mutations';

const ref = { userID: 'creator-1', routineName: 'Leg Day' };
const routine = routineView({ participants: [participant(PREMIUM_USER.id, PREMIUM_USER.username, 0)] });
const SETS = `/api/stryds/${API_TAIL}/sets/*`;
const body = { workoutIndex: 0, setIndex: 0, reps: 12, weightKg: null, seconds: null, distanceM: null };
const serverSet = (id: string): LoggedSet => ({
  id,
  ...body,
  exerciseId: 'squats',
  exerciseName: 'Squats',
  group: null,
  setType: 'working',
  rpe: null,
  rir: null,
  note: null,
  loggedAt: '2026-11-24T10:00:00.000Z',
  xpEarned: 10,
  records: [],
});
/** What fetch does with no connection. */
const noConnection = () => {
  throw new TypeError('Failed to fetch');
};
const xp = { routineXP: 10, totalXP: 130, rank: 'Mortal', todayXP: 10, dailyCap: 30 };

afterEach(() => {
  setQueueStorage(undefined);
  vi.restoreAllMocks();
});

/** The mutations over the session reducer, as the session hook wires them, on a QueryClient. */
function renderMutations(logged: LoggedSet[] = []) {
  const queryClient = testQueryClient();
  queryClient.setQueryData<RoutineView>(routineQueryKey(ref), routine);
  const onTicked = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const [state, dispatch] = useReducer(sessionReducer, emptySession(keyedSets(logged)));
      const mutations = useSetMutations({
        ref,
        workouts: routine.workouts,
        viewerID: PREMIUM_USER.id,
        dispatch,
        onTicked,
      });
      return { state, ...mutations };
    },
    { wrapper },
  );
  return { ...hook, queryClient, onTicked };
}

describe('tick mutation', () => {
  it('shows the tick at once, before the server answers, then the server’s set and its XP', async () => {
    const answer = deferred<Response>();
    mockApi({ user: PREMIUM_USER, handlers: { [`PUT ${SETS}`]: () => answer.promise } });
    const { result, queryClient, onTicked } = renderMutations();
    act(() => result.current.tick({ key: '0:0', setId: 'set-1', body }));
    await waitFor(() => expect(result.current.state.ticking.has('0:0')).toBe(true));
    expect(result.current.state.pending.has('0:0')).toBe(true);
    expect(result.current.state.logged.size).toBe(0);
    await act(async () => {
      answer.resolve(
        jsonResponse({ set: serverSet('set-1'), sessionId: 's', xp, noXpReason: null, record: null }),
      );
    });
    await waitFor(() => expect(result.current.state.logged.get('0:0')?.id).toBe('set-1'));
    expect(result.current.state.ticking.size).toBe(0);
    expect(queryClient.getQueryData<RoutineView>(routineQueryKey(ref))?.viewer.todayXP).toBe(10);
    expect(onTicked).toHaveBeenCalledWith(0, 0);
  });

  it('a refusal (402) rolls the tick back, and nothing is queued', async () => {
    setQueueStorage(memoryQueue());
    mockApi({
      user: PREMIUM_USER,
      handlers: { [`PUT ${SETS}`]: () => apiError(402, 'PREMIUM_REQUIRED', 'Plus needed') },
    });
    const { result, onTicked } = renderMutations();
    act(() => result.current.tick({ key: '0:0', setId: 'set-1', body }));
    await waitFor(() => expect(result.current.state.ticking.has('0:0')).toBe(true));
    await waitFor(() => expect(result.current.state.ticking.size).toBe(0));
    expect(result.current.state.logged.size).toBe(0);
    expect(result.current.state.pending.size).toBe(0);
    expect(await queuedFor(ref)).toEqual([]);
    expect(onTicked).not.toHaveBeenCalled();
  });

  it('offline: the tick is queued with its set id and stays, with no XP yet', async () => {
    setQueueStorage(memoryQueue());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockApi({
      user: PREMIUM_USER,
      handlers: {
        [`PUT ${SETS}`]: noConnection,
      },
    });
    const { result, onTicked } = renderMutations();
    act(() => result.current.tick({ key: '0:0', setId: 'set-1', body }));
    await waitFor(() => expect(result.current.state.logged.get('0:0')?.id).toBe('set-1'));
    expect(result.current.state.logged.get('0:0')?.xpEarned).toBe(0);
    expect(result.current.state.ticking.size).toBe(0);
    expect((await queuedFor(ref)).map((r) => [r.method, r.setId])).toEqual([['PUT', 'set-1']]);
    expect(onTicked).toHaveBeenCalledWith(0, 0);
  });
});

describe('untick mutation', () => {
  const logged = serverSet('set-1');

  it('takes the set off at once; a refusal puts it back', async () => {
    const answer = deferred<Response>();
    mockApi({ user: PREMIUM_USER, handlers: { [`DELETE ${SETS}`]: () => answer.promise } });
    const { result } = renderMutations([logged]);
    act(() => result.current.untick({ key: '0:0', set: logged }));
    await waitFor(() => expect(result.current.state.logged.size).toBe(0));
    expect(result.current.state.pending.has('0:0')).toBe(true);
    await act(async () => {
      answer.resolve(apiError(409, 'SESSION_CLOSED', 'That session is finished.'));
    });
    await waitFor(() => expect(result.current.state.logged.get('0:0')).toBe(logged));
    expect(result.current.state.pending.size).toBe(0);
  });

  it('the server’s answer keeps it off and moves the XP', async () => {
    mockApi({ user: PREMIUM_USER, handlers: { [`DELETE ${SETS}`]: () => ({ xp: { ...xp, todayXP: 0 } }) } });
    const { result, queryClient } = renderMutations([logged]);
    act(() => result.current.untick({ key: '0:0', set: logged }));
    await waitFor(() => expect(result.current.state.pending.size).toBe(0));
    expect(result.current.state.logged.size).toBe(0);
    expect(queryClient.getQueryData<RoutineView>(routineQueryKey(ref))?.viewer.todayXP).toBe(0);
  });

  it('offline: the untick is queued and the set stays off', async () => {
    setQueueStorage(memoryQueue());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockApi({
      user: PREMIUM_USER,
      handlers: {
        [`DELETE ${SETS}`]: noConnection,
      },
    });
    const { result } = renderMutations([logged]);
    act(() => result.current.untick({ key: '0:0', set: logged }));
    await waitFor(() => expect(result.current.state.pending.size).toBe(0));
    expect(result.current.state.logged.size).toBe(0);
    expect((await queuedFor(ref)).map((r) => [r.method, r.setId])).toEqual([['DELETE', 'set-1']]);
  });
});
