import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '../../../lib/toast';
import { jsonResponse, type MockHandler, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import {
  API_TAIL,
  apiError,
  CREATOR_ID,
  PREMIUM_USER,
  ROUTINE_URL,
  routineView,
} from '../routine-fixtures.test-helper';
import { EditRoutinePage } from './edit-routine-page';

const CREATOR = { ...PREMIUM_USER, id: CREATOR_ID };
const GET = `GET /api/stryds/${API_TAIL}`;
const PATCH = `PATCH /api/stryds/${API_TAIL}`;

/** Leg Day by its creator: Squats (deleteable), Plank (must stay), Lunges (deleteable). */
const editable = routineView({
  viewer: { isCreator: true, isParticipant: true, todayXP: 0, dailyCap: 30 },
  version: 3,
  routineEquipments: ['Dumbbells'],
  workouts: [
    {
      workoutType: 'Squats',
      workoutSets: 2,
      workoutReps: '12',
      deleteable: true,
      exerciseId: 'squats',
      measure: 'reps' as const,
      category: 'strength' as const,
      group: null,
    },
    {
      workoutType: 'Plank',
      workoutSets: 2,
      workoutReps: '30',
      deleteable: false,
      exerciseId: 'plank',
      measure: 'time' as const,
      category: 'core' as const,
      group: null,
    },
    {
      workoutType: 'Lunges',
      workoutSets: 1,
      workoutReps: '10',
      deleteable: true,
      exerciseId: null,
      measure: 'weight_reps' as const,
      category: 'custom' as const,
      group: null,
    },
  ],
});

beforeEach(() => {
  toast.dismiss();
});

function renderEdit(handlers: Record<string, MockHandler> = {}, user = CREATOR) {
  const requests = mockApi({ user, handlers: { [GET]: () => jsonResponse(editable), ...handlers } });
  const rendered = renderWithProviders(<EditRoutinePage />, {
    url: `${ROUTINE_URL}/edit`,
    path: '/stryd/:userID/:routineName/edit',
  });
  return { ...rendered, requests };
}

const workoutList = () => screen.getByRole('list', { name: 'Workouts in this routine' });

describe('/stryd/{userID}/{routineName}/edit', () => {
  it('opens the routine in the form, with a workout that must stay marked and not removable', async () => {
    renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Leg Day' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Routine name/ })).toHaveValue('Leg Day');
    expect(screen.getByRole('radio', { name: 'Beginner' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '30 mins' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dumbbells' })).toBeChecked();
    const list = workoutList();
    expect(within(list).getByRole('button', { name: 'Remove Squats' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Remove Plank' })).toBeNull();
    expect(within(list).getByText(/Plank can't be removed from this routine/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('saves the reordered, trimmed routine with its version and where each workout came from', async () => {
    const { user, requests } = renderEdit({
      [PATCH]: () => jsonResponse({ ...editable, routineName: 'Leg Day Plus', version: 4 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Leg Day' });
    const name = screen.getByRole('textbox', { name: /Routine name/ });
    await user.clear(name);
    await user.type(name, 'Leg Day Plus');
    await user.click(within(workoutList()).getByRole('button', { name: 'Remove Squats' }));
    await user.click(within(workoutList()).getByRole('button', { name: 'Move Lunges up' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/stryd/${CREATOR_ID}/Leg%20Day%20Plus`);
    const body = requests.find((r) => r.method === 'PATCH')?.body;
    expect(body).toMatchObject({
      routineName: 'Leg Day Plus',
      version: 3,
      restDays: 2,
      workouts: [
        { workoutType: 'Lunges', workoutSets: 1, workoutReps: '10', deleteable: true, from: 2 },
        {
          workoutType: 'Plank',
          workoutSets: 2,
          workoutReps: '30',
          deleteable: false,
          exerciseId: 'plank',
          from: 1,
        },
      ],
    });
  });

  it('pairs workouts into a superset, then a circuit, labelled A1… and saved with their group', async () => {
    const { user, requests } = renderEdit({ [PATCH]: () => jsonResponse({ ...editable, version: 4 }) });
    await screen.findByRole('heading', { level: 1, name: 'Edit Leg Day' });
    const pair = () => within(workoutList()).getByRole('button', { name: 'Superset Squats with Plank' });
    expect(pair()).toHaveAttribute('aria-pressed', 'false');
    // The last workout has no next to pair with.
    expect(within(workoutList()).queryByRole('button', { name: /Superset Lunges with/ })).toBeNull();
    await user.click(pair());
    expect(pair()).toHaveAttribute('aria-pressed', 'true');
    expect(within(workoutList()).getByText('A1')).toBeInTheDocument();
    expect(within(workoutList()).getByText('A2')).toBeInTheDocument();
    await user.click(within(workoutList()).getByRole('button', { name: 'Superset Plank with Lunges' }));
    expect(within(workoutList()).getByText('A3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    const body = requests.find((r) => r.method === 'PATCH')?.body as { workouts: { group: unknown }[] };
    expect(body.workouts.map((w) => w.group)).toEqual(['A', 'A', 'A']);
  });

  it('splits a pair again, and a move that leaves one workout alone drops its group', async () => {
    const { user } = renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit Leg Day' });
    const list = workoutList;
    await user.click(within(list()).getByRole('button', { name: 'Superset Squats with Plank' }));
    await user.click(within(list()).getByRole('button', { name: 'Superset Squats with Plank' }));
    expect(within(list()).queryByText('A1')).toBeNull();
    await user.click(within(list()).getByRole('button', { name: 'Superset Squats with Plank' }));
    await user.click(within(list()).getByRole('button', { name: 'Move Squats down' }));
    // Plank, Squats, Lunges: Squats stays with Plank (still next to each other)…
    expect(within(list()).getByText('A1')).toBeInTheDocument();
    await user.click(within(list()).getByRole('button', { name: 'Move Squats down' }));
    // …Plank, Lunges, Squats: apart, so no group is left.
    expect(within(list()).queryByText('A1')).toBeNull();
  });

  it("shows the server's refusal of a stale edit on the page and keeps what was typed", async () => {
    const message = 'This routine was changed after you opened it.';
    const { user } = renderEdit({ [PATCH]: () => apiError(409, 'ROUTINE_CHANGED', message) });
    await screen.findByRole('heading', { level: 1, name: 'Edit Leg Day' });
    await user.type(screen.getByRole('textbox', { name: /Description/ }), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue(
      'Strong legs, twice a week. More.',
    );
  });

  it('tells anyone but the creator that only the creator can edit', async () => {
    mockApi({
      user: PREMIUM_USER,
      handlers: {
        [GET]: () => jsonResponse({ ...editable, viewer: { ...editable.viewer, isCreator: false } }),
      },
    });
    renderWithProviders(<EditRoutinePage />, {
      url: `${ROUTINE_URL}/edit`,
      path: '/stryd/:userID/:routineName/edit',
    });
    expect(
      await screen.findByRole('heading', { name: 'Only its creator can edit this routine' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull());
  });
});
