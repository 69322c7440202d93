import { exerciseVideoSearchUrl, TOAST_MESSAGES, UI_TEXT } from '@stryd/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY, type MeResponse } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { jsonResponse, type MockHandler, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { type LeaderboardPage, leaderboardQueryKey } from '../api/get-leaderboard';
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
import { RoutinePage } from './routine-page';

const PATH = '/stryd/:userID/:routineName';

// sonner replays still-visible toasts to a new Toaster: start every test with none.
beforeEach(() => {
  toast.dismiss();
});
const GET = `GET /api/stryds/${API_TAIL}`;
const LEADERBOARD = `GET /api/stryds/${API_TAIL}/leaderboard`;
const INCREMENT = `POST /api/stryds/increment-routine-xp/${API_TAIL}`;
const DECREMENT = `POST /api/stryds/decrement-routine-xp/${API_TAIL}`;

function xpAnswer(routineXP: number, totalXP: number) {
  return { routineXP, totalXP, rank: 'Mortal', todayXP: routineXP, dailyCap: 30 };
}

function renderRoutine(
  routine: RoutineView | null,
  handlers: Record<string, MockHandler> = {},
  user = PREMIUM_USER,
) {
  const requests = mockApi({
    user,
    handlers: {
      [GET]: () =>
        routine ? jsonResponse(routine) : apiError(404, 'ROUTINE_NOT_FOUND', 'This routine does not exist.'),
      ...handlers,
    },
  });
  const rendered = renderWithProviders(<RoutinePage />, { url: ROUTINE_URL, path: PATH });
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

const setButton = (n: number, workout = 'Squats') =>
  screen.getByRole('button', { name: `Set ${n} of ${workout}` });

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

describe('RoutinePage after a rename', () => {
  it('an old name of a renamed routine opens it at its current address', async () => {
    const { router } = renderRoutine(participantView({ routineName: 'Leg Day Plus' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/stryd/${CREATOR_ID}/Leg%20Day%20Plus`));
    expect(router.state.historyAction).toBe('REPLACE');
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
    expect(screen.getAllByRole('button', { name: /^Set \d of / })).toHaveLength(3);
    const share = screen.getByRole('link', { name: /Share on X/ });
    expect(share.getAttribute('href')).toContain(encodeURIComponent(`http://localhost:3000${ROUTINE_URL}`));
    expect(share).toHaveAttribute('target', '_blank');
  });
});

describe('set cards', () => {
  it('check: Updating XP... then XP Incremented; progress, XP and the account total follow', async () => {
    const answer = deferred<Response>();
    const { user, queryClient } = renderRoutine(participantView(), { [INCREMENT]: () => answer.promise });
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
    await user.click(setButton(1));
    expect(setButton(1)).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(TOAST_MESSAGES.updatingXp)).toBeInTheDocument();
    // 100 / (2 workouts × 2 sets) = 25
    expect(screen.getByTestId('percent-completed')).toHaveTextContent('25.0%');
    expect(screen.getByTestId('session-xp')).toHaveTextContent('10 XP');
    expect(screen.getByRole('progressbar', { name: 'Routine completed' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    answer.resolve(jsonResponse(xpAnswer(10, 130)));
    expect(await screen.findByText(TOAST_MESSAGES.xpIncremented)).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData<MeResponse>(ME_QUERY_KEY)?.user?.totalXP).toBe(130));
    // The viewer's leaderboard row takes the server's routine XP.
    const people = screen.getByRole('list', { name: 'People on this routine' });
    expect(within(people).getAllByRole('listitem')[0]).toHaveTextContent('10 XP');
  });

  it('uncheck: XP Decremented and progress goes back', async () => {
    const { user, requests } = renderRoutine(participantView(), {
      [INCREMENT]: () => xpAnswer(10, 130),
      [DECREMENT]: () => xpAnswer(0, 120),
    });
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
    await user.click(setButton(1, 'Lunges'));
    expect(await screen.findByText(TOAST_MESSAGES.xpIncremented)).toBeInTheDocument();
    expect(screen.getByTestId('percent-completed')).toHaveTextContent('50.0%');
    await waitFor(() => expect(setButton(1, 'Lunges')).not.toHaveAttribute('aria-busy'));
    await user.click(setButton(1, 'Lunges'));
    expect(await screen.findByText(TOAST_MESSAGES.xpDecremented)).toBeInTheDocument();
    expect(setButton(1, 'Lunges')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('percent-completed')).toHaveTextContent('0.0%');
    expect(requests.filter((r) => r.path.includes('-routine-xp/')).map((r) => r.path)).toEqual([
      `/api/stryds/increment-routine-xp/${API_TAIL}`,
      `/api/stryds/decrement-routine-xp/${API_TAIL}`,
    ]);
  });

  it('402: Subscription required to update XP. and the tick is rolled back', async () => {
    const { user } = renderRoutine(participantView(), {
      [INCREMENT]: () => apiError(402, 'PREMIUM_REQUIRED', 'Subscription required to update XP.'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
    await user.click(setButton(2));
    expect(await screen.findByText(TOAST_MESSAGES.subscriptionRequired)).toBeInTheDocument();
    await waitFor(() => expect(setButton(2)).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId('percent-completed')).toHaveTextContent('0.0%');
    expect(screen.getByTestId('session-xp')).toHaveTextContent('0 XP');
  });

  it("409 daily cap: the server's message; other failures: Error updating XP", async () => {
    const cap = "You've earned today's full XP on this routine. Come back tomorrow for more.";
    let calls = 0;
    const { user } = renderRoutine(participantView(), {
      [INCREMENT]: () => {
        calls += 1;
        return calls === 1 ? apiError(409, 'DAILY_XP_CAP', cap) : apiError(500, 'INTERNAL', 'boom');
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
    await user.click(setButton(1));
    expect(await screen.findByText(cap)).toBeInTheDocument();
    await waitFor(() => expect(setButton(1)).toHaveAttribute('aria-pressed', 'false'));
    await user.click(setButton(2));
    expect(await screen.findByText(TOAST_MESSAGES.xpError)).toBeInTheDocument();
    await waitFor(() => expect(setButton(2)).toHaveAttribute('aria-pressed', 'false'));
  });

  it('at 100 % the completion dialog opens and Escape closes it', async () => {
    const { user } = renderRoutine(
      participantView({
        workouts: [
          { workoutType: 'Plank', workoutSets: 1, workoutReps: '30s', deleteable: true, exerciseId: 'plank' },
        ],
      }),
      { [INCREMENT]: () => xpAnswer(10, 130) },
    );
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });
    await user.click(setButton(1, 'Plank'));
    const dialog = await screen.findByRole('dialog', { name: 'Routine complete!' });
    expect(screen.getByTestId('percent-completed')).toHaveTextContent('100.0%');
    expect(within(dialog).getByText('+10')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('join and leave', () => {
  it('join shows the viewer at once with 0 XP; a failure removes them with the SPEC toast', async () => {
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

  it('leave failure puts the viewer back with the SPEC toast', async () => {
    const { user } = renderRoutine(participantView(), {
      [`POST /api/stryds/leave-routine/${API_TAIL}`]: () => apiError(500, 'INTERNAL', 'boom'),
    });
    await user.click(await screen.findByRole('button', { name: 'Leave routine' }));
    // SPEC §8 spells it 'occured'.
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
    const { user, router } = renderRoutine(creatorView(), {
      [`DELETE /api/stryds/delete/${API_TAIL}`]: handler,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete routine' }));
    expect(screen.queryByRole('button', { name: 'Join routine' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave routine' })).not.toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this routine?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(location));
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
