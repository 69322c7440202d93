import { exerciseVideoSearchUrl, TOAST_MESSAGES, UI_TEXT } from '@stryd/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setQueueStorage } from '../../../lib/offline/offline-queue';
import { memoryQueue } from '../../../lib/offline/queue-storage';
import type { QueuedSetRequest } from '../../../lib/offline/set-queue';
import { ME_QUERY_KEY, type MeResponse } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { jsonResponse, type MockHandler, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { type LeaderboardPage, leaderboardQueryKey } from '../api/get-leaderboard';
import { routineQueryKey } from '../api/get-routine';
import { routineSessionQueryKey } from '../api/query-keys';
import type { RoutineView } from '../api/routine-types';
import {
  API_TAIL,
  apiError,
  CREATOR_ID,
  deferred,
  FREE_USER,
  PREMIUM_USER,
  participant,
  ROUTINE_URL,
  routineView,
} from '../routine-fixtures.test-helper';
import { LOG_TOASTS } from '../use-set-session';
import { RoutinePage } from './routine-page';

const PATH = '/stryd/:userID/:routineName';

// sonner replays still-visible toasts to a new Toaster: start every test with none.
beforeEach(() => {
  toast.dismiss();
});
afterEach(() => setQueueStorage(undefined));
const GET = `GET /api/stryds/${API_TAIL}`;
const LEADERBOARD = `GET /api/stryds/${API_TAIL}/leaderboard`;
const SESSION = `GET /api/stryds/${API_TAIL}/session`;
const INCREMENT = `PUT /api/stryds/${API_TAIL}/sets/*`;
const DECREMENT = `DELETE /api/stryds/${API_TAIL}/sets/*`;
const FINISH = `POST /api/stryds/${API_TAIL}/session/finish`;

function xpAnswer(routineXP: number, totalXP: number) {
  return { routineXP, totalXP, rank: 'Mortal', todayXP: routineXP, dailyCap: 30 };
}

type SetBody = { workoutIndex: number; setIndex: number; reps: number | null; weightKg: number | null };

/** The server's set as the page logged it (its id is the last part of the path). */
function loggedSet(request: { path: string; body: unknown }, xpEarned = 10, exerciseName = 'Squats') {
  const body = request.body as SetBody;
  return {
    id: request.path.split('/').at(-1) as string,
    exerciseId: null,
    exerciseName,
    seconds: null,
    distanceM: null,
    loggedAt: '2026-11-24T10:00:00.000Z',
    xpEarned,
    records: [],
    ...body,
  };
}

/** PUT …/sets/{id}: logged, with XP (or none, and why) and maybe a record. */
const logAnswer =
  (xp: ReturnType<typeof xpAnswer> | null, extra: { noXpReason?: string; record?: string } = {}) =>
  (request: { path: string; body: unknown }) => ({
    set: loggedSet(request, xp ? 10 : 0),
    sessionId: 'session-1',
    xp,
    noXpReason: extra.noXpReason ?? null,
    record: extra.record ?? null,
  });

function renderRoutine(
  routine: RoutineView | null,
  handlers: Record<string, MockHandler> = {},
  user = PREMIUM_USER,
  queryClient = testQueryClient(),
) {
  const requests = mockApi({
    user,
    handlers: {
      [GET]: () =>
        routine ? jsonResponse(routine) : apiError(404, 'ROUTINE_NOT_FOUND', 'This routine does not exist.'),
      [SESSION]: () => ({ session: null, previous: [] }),
      [FINISH]: () => ({ session: null }),
      ...handlers,
    },
  });
  const rendered = renderWithProviders(<RoutinePage />, { url: ROUTINE_URL, path: PATH, queryClient });
  return { ...rendered, requests };
}

const participantView = (over: Partial<RoutineView> = {}) =>
  routineView({
    participants: [
      participant(CREATOR_ID, 'coach_kim', 40),
      participant(PREMIUM_USER.id, PREMIUM_USER.username, 0),
    ],
    viewer: { isCreator: false, isParticipant: true, todayXP: 0, dailyCap: 30 },
    ...over,
  });

const BENCH_PRESS = {
  workoutType: 'Bench Press',
  workoutSets: 2,
  workoutReps: '8',
  deleteable: true,
  exerciseId: 'bench-press',
  measure: 'weight_reps' as const,
  category: 'strength' as const,
  group: null,
};

const setTick = (n: number, workout = 'Squats') =>
  screen.getByRole('checkbox', { name: `Set ${n} of ${workout}` });

/**
 * Types into several fields one after the other while React may not draw in between: from an effect,
 * where the takeover of a drawn page delivers what was typed before the app ran (and where any batched
 * change lands). Each is typed as a person types: the value set past React's tracker, then an input event.
 */
function typeBeforeTheNextDraw(changes: [HTMLInputElement, string][]) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  function Typist() {
    useEffect(() => {
      for (const [field, text] of changes) {
        setValue?.call(field, text);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }, []);
    return null;
  }
  render(<Typist />);
}

describe('RoutinePage gates', () => {
  it('signed out: Login to view this page, with a login link back here', async () => {
    const { requests } = renderRoutine(routineView(), {}, null as never);
    expect(await screen.findByRole('heading', { level: 1, name: UI_TEXT.loginToView })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(ROUTINE_URL)}`,
    );
    expect(requests.some((r) => r.path.startsWith('/api/stryds'))).toBe(false);
  });

  it('free users see the upsell linking to /upgrade', async () => {
    renderRoutine(routineView(), {}, FREE_USER);
    expect(
      await screen.findByRole('heading', { level: 1, name: UI_TEXT.viewingRoutinesPremium }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute('href', '/upgrade');
  });

  it('an unknown routine shows a not-found state', async () => {
    renderRoutine(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Routine not found' })).toBeInTheDocument();
    expect(document.title).toBe('Routine not found | Stryd');
  });
});

describe('RoutinePage loading', () => {
  it('asks for the routine and its open session together, not one after the other', async () => {
    const routine = deferred<Response>();
    const { requests } = renderRoutine(participantView(), { [GET]: () => routine.promise });
    await waitFor(() => expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(SESSION));
    // The session was asked for while the routine's answer is still on its way.
    routine.resolve(jsonResponse(participantView()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leg Day' })).toBeInTheDocument();
    expect(requests.filter((r) => `${r.method} ${r.path}` === SESSION)).toHaveLength(1);
  });

  it('a routine the page already holds stays on screen when asking for it again fails (offline at hydration)', async () => {
    const queryClient = testQueryClient();
    // As a page kept on the device draws it: the routine is held, read long ago.
    queryClient.setQueryData(
      routineQueryKey({ userID: CREATOR_ID, routineName: 'Leg Day' }),
      participantView(),
      { updatedAt: 0 },
    );
    const { requests } = renderRoutine(
      participantView(),
      {
        [GET]: () => {
          throw new TypeError('Failed to fetch');
        },
      },
      PREMIUM_USER,
      queryClient,
    );
    await waitFor(() => expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(GET));
    await waitFor(() =>
      expect(
        queryClient.getQueryState(routineQueryKey({ userID: CREATOR_ID, routineName: 'Leg Day' }))?.status,
      ).toBe('error'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Leg Day' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Could not load this routine' })).not.toBeInTheDocument();
    expect(setTick(1)).toBeEnabled();
  });

  it('a routine the server has just drawn is not asked for again as the page hydrates', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(
      routineQueryKey({ userID: CREATOR_ID, routineName: 'Leg Day' }),
      participantView(),
    );
    const { requests } = renderRoutine(participantView(), {}, PREMIUM_USER, queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leg Day' })).toBeInTheDocument();
    // The session is read (nothing drew it here); the routine is not.
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(requests.map((r) => `${r.method} ${r.path}`)).not.toContain(GET);
  });

  it('a routine that cannot be fetched, and is not held, offers Try again', async () => {
    renderRoutine(participantView(), {
      [GET]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Could not load this routine' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('free users: neither the routine nor its session is asked for', async () => {
    const { requests } = renderRoutine(routineView(), {}, FREE_USER);
    await screen.findByRole('heading', { level: 1, name: UI_TEXT.viewingRoutinesPremium });
    expect(requests.some((r) => r.path.startsWith('/api/stryds'))).toBe(false);
  });
});

describe('RoutinePage after a rename', () => {
  it('an old name of a renamed routine opens it at its current address', async () => {
    const renamed = participantView({ routineName: 'Leg Day Plus' });
    const { history } = renderRoutine(renamed, {
      // At its current address the page asks for the routine and today's session again.
      [`GET /api/stryds/${CREATOR_ID}/Leg%20Day%20Plus`]: () => renamed,
      [`GET /api/stryds/${CREATOR_ID}/Leg%20Day%20Plus/session`]: () => ({ session: null, previous: [] }),
    });
    await waitFor(() => expect(history.location.pathname).toBe(`/stryd/${CREATOR_ID}/Leg%20Day%20Plus`));
    expect(history.action).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leg Day Plus' })).toBeInTheDocument();
  });
});

describe('RoutinePage content', () => {
  it('shows name, creator link, time, 0.0 %, XP and video links that open in a new tab', async () => {
    renderRoutine(routineView());
    expect(await screen.findByRole('heading', { level: 1, name: 'Leg Day' })).toBeInTheDocument();
    expect(document.title).toBe('Leg Day | Stryd');
    expect(screen.getAllByRole('link', { name: 'coach_kim' })[0]).toHaveAttribute(
      'href',
      `/profile/${CREATOR_ID}`,
    );
    expect(screen.getByText('30 mins')).toBeInTheDocument();
    expect(screen.getByTestId('percent-completed')).toHaveTextContent('0.0%');
    expect(screen.getByTestId('session-xp')).toHaveTextContent('0 XP');
    const demo = screen.getByRole('link', { name: /Watch demo of Squats/ });
    expect(demo).toHaveAttribute('href', exerciseVideoSearchUrl('Squats'));
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo.getAttribute('rel')).toContain('noopener');
    // 2 + 1 sets
    expect(screen.getAllByRole('checkbox', { name: /^Set \d of / })).toHaveLength(3);
    const share = screen.getByRole('link', { name: /Share on X/ });
    expect(share.getAttribute('href')).toContain(encodeURIComponent(`http://localhost:3000${ROUTINE_URL}`));
    expect(share).toHaveAttribute('target', '_blank');
  });
});

describe('set cards', () => {
  it('check: Updating XP... then XP Incremented; progress, XP and the account total follow', async () => {
    const answer = deferred<Response>();
    let seen: { path: string; body: unknown } | undefined;
    const { user, queryClient } = renderRoutine(participantView(), {
      [INCREMENT]: (request) => {
        seen = request;
        return answer.promise;
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
    await user.click(setTick(1));
    expect(setTick(1)).toBeChecked();
    expect(await screen.findByText(TOAST_MESSAGES.updatingXp)).toBeInTheDocument();
    // 100 / (2 workouts × 2 sets) = 25
    expect(screen.getByTestId('percent-completed')).toHaveTextContent('25.0%');
    expect(screen.getByTestId('session-xp')).toHaveTextContent('10 XP');
    expect(screen.getByRole('progressbar', { name: 'Routine completed' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    // The set is logged with the routine's target pre-filled (Squats: 12 reps).
    expect(seen?.body).toMatchObject({ workoutIndex: 0, setIndex: 0, reps: 12 });
    answer.resolve(jsonResponse(logAnswer(xpAnswer(10, 130))(seen as never)));
    expect(await screen.findByText(TOAST_MESSAGES.xpIncremented)).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData<MeResponse>(ME_QUERY_KEY)?.user?.totalXP).toBe(130));
    // The viewer's leaderboard row takes the server's routine XP.
    const people = screen.getByRole('list', { name: 'People on this routine' });
    expect(within(people).getAllByRole('listitem')[0]).toHaveTextContent('10 XP');
  });

  it('uncheck: XP Decremented and progress goes back', async () => {
    const { user, requests } = renderRoutine(participantView(), {
      [INCREMENT]: logAnswer(xpAnswer(10, 130)),
      [DECREMENT]: () => ({ removed: true, xp: xpAnswer(0, 120) }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
    await user.click(setTick(1, 'Lunges'));
    expect(await screen.findByText(TOAST_MESSAGES.xpIncremented)).toBeInTheDocument();
    expect(screen.getByTestId('percent-completed')).toHaveTextContent('50.0%');
    await waitFor(() => expect(setTick(1, 'Lunges')).not.toHaveAttribute('aria-busy'));
    await user.click(setTick(1, 'Lunges'));
    expect(await screen.findByText(TOAST_MESSAGES.xpDecremented)).toBeInTheDocument();
    expect(setTick(1, 'Lunges')).not.toBeChecked();
    expect(screen.getByTestId('percent-completed')).toHaveTextContent('0.0%');
    // One id per set: the untick names the set the tick logged.
    const calls = requests.filter((r) => r.path.includes('/sets/'));
    expect(calls.map((r) => r.method)).toEqual(['PUT', 'DELETE']);
    expect(calls[1]?.path).toBe(calls[0]?.path);
  });

  it('402: Subscription required to update XP. and the tick is rolled back', async () => {
    const { user } = renderRoutine(participantView(), {
      [INCREMENT]: () => apiError(402, 'PREMIUM_REQUIRED', 'Subscription required to update XP.'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
    await user.click(setTick(2));
    expect(await screen.findByText(TOAST_MESSAGES.subscriptionRequired)).toBeInTheDocument();
    await waitFor(() => expect(setTick(2)).not.toBeChecked());
    expect(screen.getByTestId('percent-completed')).toHaveTextContent('0.0%');
    expect(screen.getByTestId('session-xp')).toHaveTextContent('0 XP');
  });

  it('past the daily cap the set stays ticked and logged, and the toast says why it earned no XP', async () => {
    const cap = "You've earned today's full XP on this routine. Come back tomorrow for more.";
    let calls = 0;
    const { user } = renderRoutine(participantView(), {
      [INCREMENT]: (request) => {
        calls += 1;
        return calls === 1
          ? logAnswer(null, { noXpReason: cap })(request)
          : apiError(500, 'INTERNAL', 'boom');
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
    await user.click(setTick(1));
    expect(await screen.findByText(LOG_TOASTS.loggedNoXp)).toBeInTheDocument();
    expect(screen.getByText(cap)).toBeInTheDocument();
    await waitFor(() => expect(setTick(1)).not.toHaveAttribute('aria-busy'));
    expect(setTick(1)).toBeChecked();
    // Issue 30 item 16: the card shows the XP the set earned (none), while the set counts for progress.
    expect(screen.getByTestId('session-xp')).toHaveTextContent(/^0 XP$/);
    expect(screen.getByTestId('percent-completed')).toHaveTextContent('25.0%');
    // A failed call rolls the tick back.
    await user.click(setTick(2));
    expect(await screen.findByText(TOAST_MESSAGES.xpError)).toBeInTheDocument();
    await waitFor(() => expect(setTick(2)).not.toBeChecked());
  });

  it.each([
    ['-5', 'a negative weight'],
    ['5000', 'a weight past 1,000 kg'],
  ])(
    'refuses %s kg (%s) at the field and on the tick: nothing sent or ticked (issue 30 item 10)',
    async (typed) => {
      const { user, requests } = renderRoutine(participantView({ workouts: [BENCH_PRESS] }));
      await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
      const weight = screen.getByRole('spinbutton', { name: 'Weight for set 1 of Bench Press (kg)' });
      await user.type(weight, typed);
      expect(weight).toHaveValue(Number(typed));
      expect(weight).toHaveAttribute('aria-invalid', 'true');
      expect(weight).toHaveAccessibleDescription('Weight must be from 0 to 1,000 kg.');
      await user.click(screen.getByRole('checkbox', { name: 'Set 1 of Bench Press' }));
      expect(await screen.findByText(LOG_TOASTS.notLogged)).toBeInTheDocument();
      expect(screen.getAllByText('Weight must be from 0 to 1,000 kg.')).toHaveLength(2);
      expect(screen.queryByText(TOAST_MESSAGES.xpError)).not.toBeInTheDocument();
      expect(screen.queryByText(/body\./)).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Set 1 of Bench Press' })).not.toBeChecked();
      expect(screen.getByTestId('session-xp')).toHaveTextContent(/^0 XP$/);
      expect(requests.some((r) => r.path.includes('/sets/'))).toBe(false);
    },
  );

  it("a set the server refuses is said as the set's, with the server's words (issue 30 item 10)", async () => {
    const { user } = renderRoutine(participantView(), {
      [INCREMENT]: () => apiError(400, 'UNKNOWN_SET', 'This routine has no such set.'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
    await user.click(setTick(1));
    expect(await screen.findByText('Set not logged')).toBeInTheDocument();
    expect(screen.getByText('This routine has no such set.')).toBeInTheDocument();
    expect(screen.queryByText(TOAST_MESSAGES.xpError)).not.toBeInTheDocument();
    await waitFor(() => expect(setTick(1)).not.toBeChecked());
  });

  it('logs the values typed in kg or lb, announces a record and pre-fills the next set from it', async () => {
    const bodies: unknown[] = [];
    const { user } = renderRoutine(
      participantView({
        workouts: [BENCH_PRESS],
      }),
      {
        [INCREMENT]: (request) => {
          bodies.push(request.body);
          return logAnswer(xpAnswer(10, 130), {
            record: bodies.length === 1 ? 'New record: Bench Press 82.5 kg' : undefined,
          })(request);
        },
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
    const weight1 = screen.getByRole('spinbutton', { name: 'Weight for set 1 of Bench Press (kg)' });
    await user.type(weight1, '82.5');
    await user.click(screen.getByRole('checkbox', { name: 'Set 1 of Bench Press' }));
    expect(await screen.findByText('New record: Bench Press 82.5 kg')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ weightKg: 82.5, reps: 8 });
    expect(screen.getByRole('spinbutton', { name: 'Weight for set 2 of Bench Press (kg)' })).toHaveValue(
      82.5,
    );
    await user.click(screen.getByRole('radio', { name: 'lb' }));
    const weight2 = screen.getByRole('spinbutton', { name: 'Weight for set 2 of Bench Press (lb)' });
    expect(weight2).toHaveValue(181.9);
    await user.clear(weight2);
    await user.type(weight2, '185');
    await user.click(screen.getByRole('checkbox', { name: 'Set 2 of Bench Press' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ weightKg: 83.91, reps: 8 });
  });

  it('a reload finds the open session: its sets are ticked again and it can be finished', async () => {
    const { user, requests } = renderRoutine(participantView(), {
      [SESSION]: () => ({
        session: {
          id: 'session-1',
          startedAt: '2026-11-24T10:00:00.000Z',
          sets: [
            loggedSet({ path: '/x/set-a', body: { workoutIndex: 0, setIndex: 1, reps: 10, weightKg: null } }),
          ],
        },
        previous: [],
      }),
      [FINISH]: () => ({
        session: {
          id: 'session-1',
          routineName: 'Leg Day',
          creatorId: CREATOR_ID,
          startedAt: '2026-11-24T10:00:00.000Z',
          finishedAt: '2026-11-24T10:30:00.000Z',
          durationMs: 1_800_000,
          setCount: 1,
          volumeKg: 0,
          xpEarned: 10,
          recordCount: 0,
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Workout in progress' })).toBeInTheDocument();
    await waitFor(() => expect(setTick(2)).toBeChecked());
    expect(screen.getByTestId('percent-completed')).toHaveTextContent('25.0%');
    await user.click(screen.getByRole('button', { name: 'Finish it' }));
    expect(await screen.findByText(LOG_TOASTS.saved)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/session/finish'))).toBe(true);
    expect(setTick(2)).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Workout in progress' })).not.toBeInTheDocument();
  });

  it("a resumed session's card shows the XP its sets earned, as the server kept it (issue 30 item 16)", async () => {
    const kept = (setIndex: number, xpEarned: number) =>
      loggedSet(
        { path: `/x/set-${setIndex}`, body: { workoutIndex: 0, setIndex, reps: 12, weightKg: null } },
        xpEarned,
      );
    renderRoutine(participantView(), {
      [SESSION]: () => ({
        session: { id: 'session-1', startedAt: '2026-11-24T10:00:00.000Z', sets: [kept(0, 10), kept(1, 0)] },
        previous: [],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Workout in progress' })).toBeInTheDocument();
    await waitFor(() => expect(setTick(2)).toBeChecked());
    expect(screen.getByTestId('percent-completed')).toHaveTextContent('50.0%');
    expect(screen.getByTestId('session-xp')).toHaveTextContent(/^10 XP$/);
  });

  it('Resume pressed before the device’s queue is read keeps the banner away (issue 30 item 12)', async () => {
    // A page the server drew starts with its open session, and Resume may be pressed (held, then made as
    // the app takes over) before the offline queue has been read.
    const queueRead = deferred<QueuedSetRequest[]>();
    setQueueStorage({ ...memoryQueue(), values: () => queueRead.promise });
    const queryClient = testQueryClient();
    queryClient.setQueryData(routineSessionQueryKey({ userID: CREATOR_ID, routineName: 'Leg Day' }), {
      session: {
        id: 'session-1',
        startedAt: '2026-11-24T10:00:00.000Z',
        sets: [
          loggedSet({ path: '/x/set-a', body: { workoutIndex: 0, setIndex: 0, reps: 12, weightKg: null } }),
        ],
      },
      previous: [],
    });
    const { user } = renderRoutine(participantView(), {}, PREMIUM_USER, queryClient);
    const banner = await screen.findByRole('heading', { name: 'Workout in progress' });
    expect(banner).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.queryByRole('heading', { name: 'Workout in progress' })).not.toBeInTheDocument();
    await act(async () => {
      queueRead.resolve([]);
      await queueRead.promise;
    });
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Workout in progress' })).not.toBeInTheDocument();
    expect(setTick(1)).toBeChecked();
  });

  it('shows last time and a double-progression hint, and pre-fills from last time', async () => {
    renderRoutine(
      participantView({
        workouts: [BENCH_PRESS],
      }),
      {
        [SESSION]: () => ({
          session: null,
          previous: [
            {
              workoutIndex: 0,
              sets: [
                { reps: 8, weightKg: 60, seconds: null, distanceM: null },
                { reps: 8, weightKg: 60, seconds: null, distanceM: null },
              ],
            },
          ],
        }),
      },
    );
    expect(await screen.findByText('60 kg × 8 · 60 kg × 8')).toBeInTheDocument();
    expect(screen.getByText('62.5 kg × 6')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Weight for set 1 of Bench Press (kg)' })).toHaveValue(60);
  });

  it('a prefill never overwrites a field the person typed: two fields changed before the page draws again both stay, and are logged', async () => {
    // Issue 32: typed values were reset to last time's and the old weight logged. A row's change was
    // sent as the whole row it last drew (the prefill), so a second field changed before the row drew
    // again (the takeover of a drawn page replays every typed field in one go) put the first back.
    const bodies: unknown[] = [];
    const { user } = renderRoutine(participantView({ workouts: [BENCH_PRESS] }), {
      [SESSION]: () => ({
        session: null,
        previous: [{ workoutIndex: 0, sets: [{ reps: 8, weightKg: 60, seconds: null, distanceM: null }] }],
      }),
      [INCREMENT]: (request) => {
        bodies.push(request.body);
        return logAnswer(xpAnswer(10, 130))(request);
      },
    });
    const weight = (await screen.findByRole('spinbutton', {
      name: 'Weight for set 1 of Bench Press (kg)',
    })) as HTMLInputElement;
    const reps = screen.getByRole('spinbutton', {
      name: 'Reps for set 1 of Bench Press (reps)',
    }) as HTMLInputElement;
    await waitFor(() => expect(weight).toHaveValue(60));
    typeBeforeTheNextDraw([
      [weight, '70'],
      [reps, '10'],
    ]);
    expect(weight).toHaveValue(70);
    expect(reps).toHaveValue(10);
    await user.click(screen.getByRole('checkbox', { name: 'Set 1 of Bench Press' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ weightKg: 70, reps: 10 });
  });

  it('at 100 % the completion dialog opens and Escape closes it', async () => {
    const { user } = renderRoutine(
      participantView({
        workouts: [
          {
            workoutType: 'Plank',
            workoutSets: 1,
            workoutReps: '30s',
            deleteable: true,
            exerciseId: 'plank',
            measure: 'time' as const,
            category: 'core' as const,
            group: null,
          },
        ],
      }),
      { [INCREMENT]: logAnswer(xpAnswer(10, 130)) },
    );
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
    await user.click(setTick(1, 'Plank'));
    const dialog = await screen.findByRole('dialog', { name: 'Routine complete!' });
    expect(screen.getByTestId('percent-completed')).toHaveTextContent('100.0%');
    expect(within(dialog).getByText('+10')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('join and leave', () => {
  it('join shows the viewer at once with 0 XP; a failure removes them with the product toast', async () => {
    const answer = deferred<Response>();
    const { user } = renderRoutine(routineView(), {
      [`POST /api/stryds/join-routine/${API_TAIL}`]: () => answer.promise,
    });
    await user.click(await screen.findByRole('button', { name: 'Join routine' }));
    const people = screen.getByRole('list', { name: 'People on this routine' });
    expect(within(people).getAllByRole('listitem')[0]).toHaveTextContent(`${PREMIUM_USER.username}(you)0 XP`);
    answer.resolve(apiError(500, 'INTERNAL', 'boom'));
    expect(await screen.findByText(TOAST_MESSAGES.joinError)).toBeInTheDocument();
    await waitFor(() => expect(within(people).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Join routine' })).toBeEnabled();
  });

  it('join success keeps the viewer and offers Leave', async () => {
    const { user, requests } = renderRoutine(routineView(), {
      [`POST /api/stryds/join-routine/${API_TAIL}`]: () =>
        jsonResponse(
          {
            joined: true,
            alreadyJoined: false,
            participantCount: 2,
            participant: participant(PREMIUM_USER.id, PREMIUM_USER.username, 0),
          },
          201,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Join routine' }));
    expect(await screen.findByRole('button', { name: 'Leave routine' })).toBeEnabled();
    expect(screen.getByText('2 participants')).toBeInTheDocument();
    expect(requests.find((r) => r.path.includes('join-routine'))?.body).toMatchObject({ userRoutineXP: 0 });
  });

  it("leave: removed locally with 'leaving routine', 'removed routine' when the server took them off, 'left routine' once the account is updated", async () => {
    const answer = deferred<Response>();
    const meAfterLeave = deferred<Response>();
    let meCalls = 0;
    const { user } = renderRoutine(participantView(), {
      [`POST /api/stryds/leave-routine/${API_TAIL}`]: () => answer.promise,
      'GET /api/me': () => (meCalls++ === 0 ? jsonResponse({ user: PREMIUM_USER }) : meAfterLeave.promise),
    });
    await user.click(await screen.findByRole('button', { name: 'Leave routine' }));
    expect(await screen.findByText('leaving routine')).toBeInTheDocument();
    const people = screen.getByRole('list', { name: 'People on this routine' });
    expect(within(people).queryByText('(you)')).not.toBeInTheDocument();
    expect(screen.queryByText('removed routine')).not.toBeInTheDocument();

    answer.resolve(jsonResponse({ left: true, wasParticipant: true, participantCount: 1 }));
    expect(await screen.findByText('removed routine')).toBeInTheDocument();
    expect(screen.queryByText('left routine')).not.toBeInTheDocument();

    // The total XP (today's XP on this routine taken back) is fetched again before the leave is done.
    meAfterLeave.resolve(jsonResponse({ user: { ...PREMIUM_USER, totalXP: PREMIUM_USER.totalXP } }));
    expect(await screen.findByText('left routine')).toBeInTheDocument();
    expect(meCalls).toBe(2);
    expect(screen.getByRole('button', { name: 'Join routine' })).toBeEnabled();
    expect(screen.queryByText('an error occured while leaving routine')).not.toBeInTheDocument();
  });

  it("leave when the server had already taken them off: no 'removed routine', then 'left routine'", async () => {
    const { user } = renderRoutine(participantView(), {
      [`POST /api/stryds/leave-routine/${API_TAIL}`]: () =>
        jsonResponse({ left: true, wasParticipant: false, participantCount: 1 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Leave routine' }));
    expect(await screen.findByText('left routine')).toBeInTheDocument();
    expect(screen.getByText('leaving routine')).toBeInTheDocument();
    expect(screen.queryByText('removed routine')).not.toBeInTheDocument();
  });

  it('leave failure puts the viewer back with the product toast', async () => {
    const { user } = renderRoutine(participantView(), {
      [`POST /api/stryds/leave-routine/${API_TAIL}`]: () => apiError(500, 'INTERNAL', 'boom'),
    });
    await user.click(await screen.findByRole('button', { name: 'Leave routine' }));
    // The product spells it 'occured' (docs/product.md#toasts).
    expect(await screen.findByText('an error occured while leaving routine')).toBeInTheDocument();
    expect(screen.getByText('leaving routine')).toBeInTheDocument();
    expect(screen.queryByText('removed routine')).not.toBeInTheDocument();
    expect(screen.queryByText('left routine')).not.toBeInTheDocument();
    const people = screen.getByRole('list', { name: 'People on this routine' });
    await waitFor(() => expect(within(people).getByText('(you)')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Leave routine' })).toBeInTheDocument();
  });
});

describe('creator actions', () => {
  const creatorView = () =>
    routineView({
      participants: [participant(PREMIUM_USER.id, PREMIUM_USER.username, 0)],
      creatorID: PREMIUM_USER.id,
      creator: { userID: PREMIUM_USER.id, username: PREMIUM_USER.username, profileImageLink: '' },
      viewer: { isCreator: true, isParticipant: true, todayXP: 0, dailyCap: 30 },
    });

  it('only the creator sees Delete, and the creator gets no Join/Leave', async () => {
    renderRoutine(routineView());
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
    expect(screen.queryByRole('button', { name: 'Delete routine' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join routine' })).toBeInTheDocument();
  });

  it.each([
    ['200', () => jsonResponse({ deleted: true }), TOAST_MESSAGES.routineDeleted, '/profile-page'],
    ['500', () => apiError(500, 'INTERNAL', 'boom'), TOAST_MESSAGES.deleteFailed, ROUTINE_URL],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      TOAST_MESSAGES.deleteError,
      ROUTINE_URL,
    ],
  ])('delete after confirming, answered with %s', async (_label, handler, message, location) => {
    const { user, history } = renderRoutine(creatorView(), {
      [`DELETE /api/stryds/delete/${API_TAIL}`]: handler,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete routine' }));
    expect(screen.queryByRole('button', { name: 'Join routine' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave routine' })).not.toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this routine?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe(location));
  });
});

describe('People leaderboard', () => {
  const many = () =>
    routineView({
      participants: [
        participant('a', 'ana', 90),
        participant('b', 'ben', 80),
        participant('c', 'cal', 70),
        participant('d', 'dee', 60),
        participant('e', 'eve', 50),
        participant(PREMIUM_USER.id, PREMIUM_USER.username, 10),
      ],
      viewer: { isCreator: false, isParticipant: true, todayXP: 10, dailyCap: 30 },
    });

  it('shows the viewer first, then the top 4 others by routine XP', async () => {
    renderRoutine(many());
    const people = await screen.findByRole('list', { name: 'People on this routine' });
    const names = within(people)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([PREMIUM_USER.username, 'ana', 'ben', 'cal', 'dee']);
  });

  /** The URLs the page fetched the whole leaderboard from (the fetch stub records paths without queries). */
  const leaderboardUrls = () =>
    vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input))
      .filter((url) => url.includes('/leaderboard'));

  const entry = (n: number, userID = `p${n}`, username = `runner_${n}`) => ({
    ...participant(userID, username, 1000 - n * 10),
    position: n,
  });

  it('View leaderboards loads everyone from the leaderboard endpoint, ranked, 50 at a time', async () => {
    const firstPage = deferred<Response>();
    const pages: LeaderboardPage[] = [
      {
        participants: Array.from({ length: 50 }, (_, i) => entry(i + 1)),
        total: 52,
        nextOffset: 50,
      },
      {
        participants: [entry(51), entry(52, PREMIUM_USER.id, PREMIUM_USER.username)],
        total: 52,
        nextOffset: null,
      },
    ];
    let calls = 0;
    const { user } = renderRoutine(many(), {
      [LEADERBOARD]: () => {
        calls += 1;
        return calls === 1 ? firstPage.promise : jsonResponse(pages[1]);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'View leaderboards' }));
    const dialog = screen.getByRole('dialog', { name: 'Leaderboard' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading leaderboard…');

    firstPage.resolve(jsonResponse(pages[0]));
    const list = await within(dialog).findByRole('list', { name: 'Leaderboard' });
    let rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(50);
    expect(rows[0]).toHaveTextContent('#1');
    expect(rows[0]).toHaveTextContent('runner_1');
    expect(rows[0]).toHaveTextContent('990 XP');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Showing 50 of 52 participants');

    await user.click(within(dialog).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(52));
    rows = within(list).getAllByRole('listitem');
    // Focus moves to the first new row, since 'Show more' is gone on the last page.
    expect(rows[50]).toHaveFocus();
    expect(rows[51]).toHaveTextContent('#52');
    expect(rows[51]).toHaveTextContent('(you)');
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(leaderboardUrls()).toEqual([
      `/api/stryds/${API_TAIL}/leaderboard?offset=0&limit=50`,
      `/api/stryds/${API_TAIL}/leaderboard?offset=50&limit=50`,
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View leaderboards' })).toHaveFocus();
  });

  it('the leaderboard is not fetched until asked for, and a failure offers Try again', async () => {
    let calls = 0;
    const { user } = renderRoutine(many(), {
      [LEADERBOARD]: () => {
        calls += 1;
        return calls === 1
          ? apiError(500, 'INTERNAL', 'Something went wrong. Please try again.')
          : { participants: [entry(1)], total: 1, nextOffset: null };
      },
    });
    await screen.findByRole('list', { name: 'People on this routine' });
    expect(leaderboardUrls()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'View leaderboards' }));
    const dialog = screen.getByRole('dialog', { name: 'Leaderboard' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    const list = await within(dialog).findByRole('list', { name: 'Leaderboard' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 participant');
  });

  it('leaving marks the whole leaderboard stale, so it is fetched again', async () => {
    const { user, queryClient } = renderRoutine(participantView(), {
      [LEADERBOARD]: () => ({ participants: [entry(1)], total: 1, nextOffset: null }),
      [`POST /api/stryds/leave-routine/${API_TAIL}`]: () =>
        jsonResponse({ left: true, wasParticipant: true, participantCount: 1 }),
    });
    await user.click(await screen.findByRole('button', { name: 'View leaderboards' }));
    await screen.findByRole('list', { name: 'Leaderboard' });
    await user.keyboard('{Escape}');
    const key = leaderboardQueryKey({ userID: CREATOR_ID, routineName: 'Leg Day' });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Leave routine' }));
    expect(await screen.findByText(TOAST_MESSAGES.leftRoutine)).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true));
  });
});

describe('supersets and circuits (issue 34 item 3)', () => {
  const ROW = { ...BENCH_PRESS, workoutType: 'Bent Over Row', exerciseId: 'barbell-bent-over-row' };
  const superset = () =>
    participantView({
      workouts: [{ ...BENCH_PRESS, group: 'A' }, { ...ROW, group: 'A' }, ...routineView().workouts],
    });
  /** The set row marked as the next to do (aria-current="step"), by its tick's name. */
  const nextSetName = () => {
    const marked = document.querySelectorAll<HTMLElement>('[aria-current="step"]');
    expect(marked).toHaveLength(1);
    return within(marked[0] as HTMLElement)
      .getByRole('checkbox')
      .getAttribute('aria-label');
  };

  it('shows the pair under "Superset A" with A1 and A2 labels, one group a screen reader hears whole', async () => {
    renderRoutine(superset());
    const group = await screen.findByRole('region', { name: 'Superset A: Bench Press, Bent Over Row' });
    expect(group).toHaveAccessibleDescription('One set of each in turn, then rest.');
    const names = within(group)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Superset A', 'A1:Bench Press', 'A2:Bent Over Row']);
    // Squats is done alone: no label, outside the group.
    expect(screen.getByRole('heading', { level: 3, name: 'Squats' })).toBeInTheDocument();
    expect(within(group).queryByText('Squats')).toBeNull();
  });

  it('moves A1 set 1 → A2 set 1 → A1 set 2, and starts the rest only after the round', async () => {
    const { user } = renderRoutine(superset(), { [INCREMENT]: logAnswer(xpAnswer(10, 130)) });
    await screen.findByRole('region', { name: /Superset A/ });
    expect(nextSetName()).toBe('Set 1 of Bench Press');

    await user.click(setTick(1, 'Bench Press'));
    await waitFor(() => expect(nextSetName()).toBe('Set 1 of Bent Over Row'));
    await screen.findByText(TOAST_MESSAGES.xpIncremented);
    expect(screen.queryByRole('timer', { name: 'Rest' })).toBeNull();

    await user.click(setTick(1, 'Bent Over Row'));
    expect(await screen.findByRole('timer', { name: 'Rest' })).toBeInTheDocument();
    expect(nextSetName()).toBe('Set 2 of Bench Press');
  });

  it('a workout alone rests after each set, as before', async () => {
    const { user } = renderRoutine(participantView(), { [INCREMENT]: logAnswer(xpAnswer(10, 130)) });
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
    expect(nextSetName()).toBe('Set 1 of Squats');
    await user.click(setTick(1));
    expect(await screen.findByRole('timer', { name: 'Rest' })).toBeInTheDocument();
    expect(nextSetName()).toBe('Set 2 of Squats');
  });
});
