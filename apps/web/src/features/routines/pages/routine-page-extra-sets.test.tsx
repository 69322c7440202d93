import { type RoutineSessionAnswer, XP_PER_SET } from '@stryd/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/fetch-mock';
import type { RoutineWorkout } from '../api/routine-types';
import { EXTRA_SET_TEXT } from '../components/workout-card';
import { API_TAIL, keptSet, routineView } from '../routine-fixtures.test-helper';
import { renderRoutinePage } from './routine-page.test-helper';

/** Issue 34 item 6: a set added to a workout during a session, and removed again (decision 047). */

const ROW: RoutineWorkout = {
  workoutType: 'Deadlift',
  workoutSets: 2,
  workoutReps: '5',
  deleteable: true,
  exerciseId: null,
  measure: 'weight_reps',
  category: 'strength',
  group: null,
};
const xp = (routineXP: number) => ({
  routineXP,
  totalXP: routineXP,
  rank: 'Mortal',
  todayXP: routineXP,
  dailyCap: 20,
});

// A page left clears its added rows a task later (use-session-layout.ts): let the last test's do so first.
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  window.localStorage.clear();
});

function renderPage(session: RoutineSessionAnswer['session'] = null): RecordedRequest[] {
  return renderRoutinePage({
    [`GET /api/stryds/${API_TAIL}`]: () => routineView({ workouts: [ROW] }),
    [`GET /api/stryds/${API_TAIL}/session`]: () => ({ session, previous: [] }),
    [`PUT /api/stryds/${API_TAIL}/sets/*`]: (request) => ({
      set: keptSet(request.path.split('/').at(-1) as string, 0, 0, { ...(request.body as object) }),
      sessionId: 'session-1',
      xp: xp(XP_PER_SET),
      noXpReason: null,
      record: null,
    }),
    [`DELETE /api/stryds/${API_TAIL}/sets/*`]: () => ({ removed: true, xp: xp(0) }),
  });
}

const sets = (card: HTMLElement) => within(card).getByRole('list', { name: 'Sets of Deadlift' });

describe('adding and removing sets during a session', () => {
  it('names its controls as docs/product.md#adding-and-removing-sets says', () => {
    expect(EXTRA_SET_TEXT).toEqual({ add: 'Add set', remove: 'Remove set' });
  });

  it('adds a set pre-filled from the last, logs it past the routine sets, and removes it with its tick', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const requests = renderPage();
    const card = await screen.findByRole('article', { name: 'Deadlift' });
    await userEvent.type(
      within(card).getByRole('spinbutton', { name: 'Weight for set 2 of Deadlift (kg)' }),
      '140',
    );
    // The routine's own sets have no Remove.
    expect(within(card).queryByRole('button', { name: /Remove set/ })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Add set to Deadlift' }));
    expect(within(sets(card)).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByText(/1 added · 0\/3 done/)).toBeInTheDocument();
    const weight = within(card).getByRole('spinbutton', { name: 'Weight for set 3 of Deadlift (kg)' });
    expect(weight).toHaveValue(140);
    const kept = JSON.parse(window.localStorage.getItem(`stryd-session-layout:${API_TAIL}`) ?? 'null');
    expect(kept.workouts).toEqual([[0, { added: 1, warmUps: [] }]]);

    const tick = within(card).getByRole('checkbox', { name: 'Set 3 of Deadlift' });
    await userEvent.click(tick);
    await waitFor(() => expect(tick).not.toHaveAttribute('aria-busy'));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ workoutIndex: 0, setIndex: 2, weightKg: 140, setType: 'working' });

    // Removing a ticked set unticks it first: its XP goes back as an untick's does.
    await userEvent.click(within(card).getByRole('button', { name: 'Remove set 3 of Deadlift' }));
    await waitFor(() => expect(within(sets(card)).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'DELETE')?.path).toBe(put?.path);
    expect(await screen.findByText('XP Decremented')).toBeInTheDocument();
    expect(
      JSON.parse(window.localStorage.getItem(`stryd-session-layout:${API_TAIL}`) ?? 'null').workouts,
    ).toEqual([[0, { added: 0, warmUps: [] }]]);
  });

  it('shows a set added on another device from the open session, and stops adding at ten', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const startedAt = '2026-11-24T10:00:00.000Z';
    renderPage({
      id: 'session-1',
      startedAt,
      sets: [keptSet('added-1', 0, 3, { weightKg: 150, reps: 3 })],
      swaps: [],
    });
    const card = await screen.findByRole('article', { name: 'Deadlift' });
    // Set 4 was logged there; set 3 between is shown too, to tick or leave.
    await waitFor(() => expect(within(sets(card)).getAllByRole('listitem')).toHaveLength(4));
    expect(within(card).getByRole('checkbox', { name: 'Set 4 of Deadlift' })).toBeChecked();
    expect(within(card).getByRole('button', { name: 'Remove set 4 of Deadlift' })).toBeInTheDocument();
    const add = within(card).getByRole('button', { name: 'Add set to Deadlift' });
    for (let i = 0; i < 8; i++) await userEvent.click(add);
    expect(within(sets(card)).getAllByRole('listitem')).toHaveLength(12);
    expect(within(card).queryByRole('button', { name: 'Add set to Deadlift' })).toBeNull();
  });
});
