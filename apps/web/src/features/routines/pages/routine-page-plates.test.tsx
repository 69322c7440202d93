import {
  DEFAULT_PLATE_SETUPS,
  type PlateSetup,
  type RoutineSessionAnswer,
  SET_DETAIL_MESSAGES,
  type SetValues,
  warmUpPlace,
} from '@stryd/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/fetch-mock';
import type { RoutineWorkout } from '../api/routine-types';
import { WARM_UP_TEXT } from '../components/warm-up-section';
import { API_TAIL, keptSet, routineView } from '../routine-fixtures.test-helper';
import { renderRoutinePage } from './routine-page.test-helper';

/** Issue 34 items 4 and 5: the plates under each barbell set, and warm-ups added with one tap. */

const lift = (workoutType: string, loadedWith: RoutineWorkout['loadedWith']): RoutineWorkout => ({
  workoutType,
  workoutSets: 2,
  workoutReps: '5',
  deleteable: true,
  exerciseId: null,
  measure: 'weight_reps',
  category: 'strength',
  group: null,
  ...(loadedWith ? { loadedWith } : {}),
});
const WORKOUTS = [
  lift('Back Squat', 'barbell'),
  lift('Dumbbell Press', 'dumbbell'),
  lift('Leg Press', undefined),
];
const lastTime = (weightKg: number): SetValues[] => [{ reps: 5, weightKg, seconds: null, distanceM: null }];

// A page left clears its added rows a task later (use-session-layout.ts): let the last test's do so first.
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  window.localStorage.clear();
});

function renderPlates(
  plates: PlateSetup = DEFAULT_PLATE_SETUPS.kg,
  session: RoutineSessionAnswer['session'] = null,
): RecordedRequest[] {
  return renderRoutinePage({
    [`GET /api/stryds/${API_TAIL}`]: () => routineView({ workouts: WORKOUTS }),
    [`GET /api/stryds/${API_TAIL}/session`]: () => ({
      session,
      previous: [
        { workoutIndex: 0, sets: lastTime(100) },
        { workoutIndex: 1, sets: lastTime(30) },
        { workoutIndex: 2, sets: lastTime(101) },
      ],
    }),
    'GET /api/me/plates': () => ({ ...plates, saved: true }),
    // A warm-up is logged as one, and earns nothing (the server says why).
    [`PUT /api/stryds/${API_TAIL}/sets/*`]: (request) => ({
      set: keptSet(request.path.split('/').at(-1) as string, 0, 0, {
        ...(request.body as object),
        xpEarned: 0,
      }),
      sessionId: 'session-1',
      xp: null,
      noXpReason: SET_DETAIL_MESSAGES.warmupNoXp,
      record: null,
    }),
  });
}

const card = (name: string) => screen.getByRole('article', { name });
const weightField = (n: number, exercise: string) =>
  screen.getByRole('spinbutton', { name: `Weight for set ${n} of ${exercise} (kg)` }) as HTMLInputElement;

describe('plates on the routine page', () => {
  it('shows the plates per side under every barbell set, and none for other equipment', async () => {
    renderPlates();
    const squat = await screen.findByRole('article', { name: 'Back Squat' });
    expect(await within(squat).findAllByText('25 + 15 kg per side')).toHaveLength(2);
    expect(within(card('Dumbbell Press')).queryByText(/per side/)).toBeNull();
    expect(within(card('Leg Press')).queryByText(/per side|Can't load/)).toBeNull();
  });

  it('follows the weight typed, and says the nearest loadable weights when it cannot be loaded', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    renderPlates();
    const squat = await screen.findByRole('article', { name: 'Back Squat' });
    await within(squat).findAllByText('25 + 15 kg per side');
    const field = weightField(1, 'Back Squat');
    await userEvent.clear(field);
    await userEvent.type(field, '101');
    expect(within(squat).getByText("Can't load exactly: nearest 100 kg or 102.5 kg")).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '20');
    expect(within(squat).getByText('Empty bar')).toBeInTheDocument();
  });

  it('loads from the member’s own bar and plates', async () => {
    renderPlates({ bar: { weight: 15, unit: 'kg' }, unit: 'kg', plates: [{ weight: 10, count: 10 }] });
    const squat = await screen.findByRole('article', { name: 'Back Squat' });
    // 100 kg on a 15 kg bar with only 10s: 95 and 105 can be loaded.
    expect(await within(squat).findAllByText("Can't load exactly: nearest 95 kg or 115 kg")).toHaveLength(2);
  });
});

describe('warm-ups on the routine page', () => {
  it('says what docs/product.md#warm-ups says', () => {
    expect(WARM_UP_TEXT).toEqual({
      proposal: 'Warm-up',
      add: 'Add warm-ups',
      added: 'Warm-ups: logged as warm-ups, no XP or records.',
    });
  });

  it('proposes a ramp to the first working set, adds it with one tap, and logs a tick as a warm-up', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const requests = renderPlates();
    const squat = await screen.findByRole('article', { name: 'Back Squat' });
    expect(
      await within(squat).findByText(
        `${WARM_UP_TEXT.proposal}: 20 kg × 10 · 40 kg × 5 · 60 kg × 3 · 80 kg × 1`,
      ),
    ).toBeInTheDocument();
    // Dumbbells step by 2.5 kg and have no bar: 30 → 10, 17.5, 22.5.
    expect(
      within(card('Dumbbell Press')).getByText(
        `${WARM_UP_TEXT.proposal}: 10 kg × 5 · 17.5 kg × 3 · 22.5 kg × 1`,
      ),
    ).toBeInTheDocument();
    expect(within(card('Leg Press')).queryByRole('button', { name: /warm-ups/ })).toBeNull();

    await userEvent.click(within(squat).getByRole('button', { name: `${WARM_UP_TEXT.add} to Back Squat` }));
    const rows = within(squat).getByRole('list', { name: 'Warm-ups of Back Squat' });
    expect(within(rows).getAllByRole('listitem')).toHaveLength(4);
    expect(within(rows).getByText('60 kg × 3')).toBeInTheDocument();
    expect(within(rows).getByText('20 kg per side')).toBeInTheDocument();
    expect(within(rows).getByText('Empty bar')).toBeInTheDocument();
    expect(within(squat).queryByRole('button', { name: /Add warm-ups/ })).toBeNull();

    const tick = within(rows).getByRole('checkbox', { name: 'Warm-up 2 of Back Squat' });
    await userEvent.click(tick);
    expect(tick).toBeChecked();
    // Logged as a warm-up at its place before set 1 (decision 047); the server grants it no XP.
    await waitFor(() => expect(tick).not.toHaveAttribute('aria-busy'));
    const logs = requests.filter((r) => r.method === 'PUT' && r.path.includes('/sets/'));
    expect(logs.map((r) => r.body)).toEqual([
      expect.objectContaining({ workoutIndex: 0, setIndex: -7, weightKg: 40, reps: 5, setType: 'warmup' }),
    ]);
    expect(await screen.findByText(SET_DETAIL_MESSAGES.warmupNoXp)).toBeInTheDocument();
    // The ramp is kept on the device for the rows not ticked yet.
    const kept = JSON.parse(window.localStorage.getItem(`stryd-session-layout:${API_TAIL}`) ?? 'null');
    expect(kept.workouts).toEqual([
      [
        0,
        {
          added: 0,
          warmUps: [
            { weightKg: 20, reps: 10 },
            { weightKg: 40, reps: 5 },
            { weightKg: 60, reps: 3 },
            { weightKg: 80, reps: 1 },
          ],
        },
      ],
    ]);
  });

  it('Finish workout puts the warm-ups away, here and on the device', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    // A set of Leg Press is logged, so there is a workout to finish.
    const startedAt = '2026-11-24T10:00:00.000Z';
    renderPlates(DEFAULT_PLATE_SETUPS.kg, {
      id: 'session-1',
      startedAt,
      sets: [keptSet('leg-1', 2, 0)],
      swaps: [],
    });
    const squat = await screen.findByRole('article', { name: 'Back Squat' });
    await userEvent.click(
      await within(squat).findByRole('button', { name: `${WARM_UP_TEXT.add} to Back Squat` }),
    );
    expect(window.localStorage.getItem(`stryd-session-layout:${API_TAIL}`)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Finish workout' }));
    await waitFor(() =>
      expect(within(squat).queryByRole('list', { name: 'Warm-ups of Back Squat' })).toBeNull(),
    );
    expect(window.localStorage.getItem(`stryd-session-layout:${API_TAIL}`)).toBeNull();
    // The ramp is proposed again for the next workout.
    expect(within(squat).getByRole('button', { name: `${WARM_UP_TEXT.add} to Back Squat` })).toBeVisible();
  });

  it('finds the added warm-ups again after a reload: the logged one ticked, the others from the device', async () => {
    window.localStorage.setItem(
      `stryd-session-layout:${API_TAIL}`,
      JSON.stringify({
        savedAt: Date.now(),
        workouts: [
          [
            1,
            {
              added: 0,
              warmUps: [
                { weightKg: 10, reps: 5 },
                { weightKg: 17.5, reps: 3 },
              ],
            },
          ],
        ],
      }),
    );
    const startedAt = '2026-11-24T10:00:00.000Z';
    const logged = keptSet('warm-1', 1, warmUpPlace(0), {
      weightKg: 10,
      reps: 5,
      setType: 'warmup',
      xpEarned: 0,
    });
    renderPlates(DEFAULT_PLATE_SETUPS.kg, { id: 'session-1', startedAt, sets: [logged], swaps: [] });
    const press = await screen.findByRole('article', { name: 'Dumbbell Press' });
    await waitFor(() =>
      expect(within(press).getByRole('checkbox', { name: 'Warm-up 1 of Dumbbell Press' })).toBeChecked(),
    );
    expect(within(press).getByRole('checkbox', { name: 'Warm-up 2 of Dumbbell Press' })).not.toBeChecked();
    expect(within(press).getByText('17.5 kg × 3')).toBeInTheDocument();
    // A dumbbell has no plates.
    expect(within(press).queryByText(/per side/)).toBeNull();
  });

  it('rebuilds logged warm-ups from the session alone (another device), before the working sets', async () => {
    const startedAt = '2026-11-24T10:00:00.000Z';
    const warm = (id: string, position: number, weightKg: number) =>
      keptSet(id, 0, warmUpPlace(position), { weightKg, reps: 5, setType: 'warmup', xpEarned: 0 });
    renderPlates(DEFAULT_PLATE_SETUPS.kg, {
      id: 'session-1',
      startedAt,
      sets: [warm('warm-1', 0, 20), warm('warm-2', 1, 40)],
      swaps: [],
    });
    const squat = await screen.findByRole('article', { name: 'Back Squat' });
    const rows = await within(squat).findByRole('list', { name: 'Warm-ups of Back Squat' });
    expect(within(rows).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    expect(within(rows).getByText('40 kg × 5')).toBeInTheDocument();
    expect(within(squat).getByText(WARM_UP_TEXT.added)).toBeInTheDocument();
  });

  it('forgets warm-ups kept longer than a session stays open', async () => {
    window.localStorage.setItem(
      `stryd-session-layout:${API_TAIL}`,
      JSON.stringify({
        savedAt: Date.now() - 7 * 60 * 60 * 1000,
        workouts: [[1, { added: 0, warmUps: [{ weightKg: 10, reps: 5 }] }]],
      }),
    );
    renderPlates();
    const press = await screen.findByRole('article', { name: 'Dumbbell Press' });
    expect(
      await within(press).findByRole('button', { name: `${WARM_UP_TEXT.add} to Dumbbell Press` }),
    ).toBeVisible();
    expect(within(press).queryByRole('checkbox', { name: /Warm-up/ })).toBeNull();
  });
});
