import type { RoutineSessionAnswer } from '@stryd/domain';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RoutinePage } from '../features/routines/pages/routine-page';
import {
  API_TAIL,
  CREATOR_ID,
  PREMIUM_USER,
  participant,
  ROUTINE_NAME,
  ROUTINE_URL,
  routineView,
} from '../features/routines/routine-fixtures.test-helper';
import { FALLBACK_PUBLIC_CONFIG } from '../lib/public-config';
import { createMemoryHistory, Router } from '../lib/router';
import { mockApi } from '../test/fetch-mock';
import { createQueryClient, Providers } from './providers';
import { seedScreenData } from './screen-data';

const routine = routineView({
  participants: [
    participant(CREATOR_ID, 'coach_kim', 40),
    participant(PREMIUM_USER.id, PREMIUM_USER.username, 10),
  ],
  viewer: { isCreator: false, isParticipant: true, todayXP: 10, dailyCap: 30 },
});
const session: RoutineSessionAnswer = {
  session: {
    id: 'session-1',
    startedAt: '2026-11-24T10:00:00.000Z',
    sets: [
      {
        id: 'set-a',
        workoutIndex: 0,
        setIndex: 1,
        exerciseId: null,
        exerciseName: 'Squats',
        reps: 12,
        weightKg: 40,
        seconds: null,
        distanceM: null,
        loggedAt: '2026-11-24T10:05:00.000Z',
        xpEarned: 10,
        records: [],
      },
    ],
  },
  previous: [],
};

/** The routine page as the app draws it from what the server read for it (ScreenData). */
function drawnPage() {
  const queryClient = createQueryClient();
  seedScreenData(queryClient, {
    readAt: Date.now(),
    me: { user: PREMIUM_USER },
    publicConfig: FALLBACK_PUBLIC_CONFIG,
    routinePage: { ref: { userID: CREATOR_ID, routineName: ROUTINE_NAME }, routine, session },
  });
  return (
    <Providers queryClient={queryClient}>
      <Router history={createMemoryHistory([ROUTINE_URL])}>
        <RoutinePage />
      </Router>
    </Providers>
  );
}

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('a routine page drawn by the server', () => {
  it('shows the open session as it stands, and the app takes it over without drawing it again', () => {
    // The device's pick of lb cannot be drawn: the page shows kg until the app runs.
    localStorage.setItem('stryd.weightUnit', 'lb');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(drawnPage());
    const drawn = within(container);
    expect(drawn.getByRole('heading', { level: 1, name: ROUTINE_NAME })).toBeInTheDocument();
    expect(drawn.getByRole('heading', { name: 'Workout in progress' })).toBeInTheDocument();
    expect(drawn.getByText(/You started this routine; 1 set is kept/)).toBeInTheDocument();
    expect(drawn.getByRole('button', { name: 'Set 2 of Squats' })).toHaveAttribute('aria-pressed', 'true');
    expect(drawn.getByRole('button', { name: 'Set 1 of Squats' })).toHaveAttribute('aria-pressed', 'false');
    expect(drawn.getByTestId('percent-completed')).toHaveTextContent('25.0%');
    expect(drawn.getByTestId('timer-display')).toHaveTextContent('00:00.00');
    expect(drawn.getByRole('radio', { name: 'kg' })).toBeChecked();

    // The routine is asked for again once the app runs (its leaderboard moves); leaving finishes the session.
    const requests = mockApi({
      user: PREMIUM_USER,
      handlers: {
        [`GET /api/stryds/${API_TAIL}`]: () => routine,
        [`GET /api/stryds/${API_TAIL}/session`]: () => session,
        [`POST /api/stryds/${API_TAIL}/session/finish`]: () => ({ session: null }),
      },
    });
    const heading = container.querySelector('h1');
    const mismatches: unknown[] = [];
    render(drawnPage(), { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(screen.getByRole('button', { name: 'Set 2 of Squats' })).toHaveAttribute('aria-pressed', 'true');
    // The device's own time and unit, once the app runs.
    expect(screen.getByText(/You started this routine at .+; 1 set is kept/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'lb' })).toBeChecked();
    // The open session came with the page: it is not asked for again.
    expect(requests.some((request) => request.path.endsWith('/session'))).toBe(false);
  });
});
