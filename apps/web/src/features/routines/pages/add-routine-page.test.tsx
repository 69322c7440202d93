import { ROUTINE_FORM_MESSAGES, TOAST_MESSAGES, UI_TEXT } from '@stryd/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '../../../lib/toast';
import { jsonResponse, type MockHandler, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { apiError, deferred, FREE_USER, PREMIUM_USER, routineView } from '../routine-fixtures.test-helper';
import { AddRoutinePage } from './add-routine-page';

const SAVE = `POST /api/stryds/${PREMIUM_USER.id}`;

beforeEach(() => {
  toast.dismiss();
});

/** Typing a workout searches the exercise library: no matches, unless a test gives some. */
const noMatches = { 'GET /api/exercises': () => ({ items: [], total: 0 }) };

function renderForm(handlers: Record<string, MockHandler> = {}, user = PREMIUM_USER) {
  const requests = mockApi({ user, handlers: { ...noMatches, ...handlers } });
  const rendered = renderWithProviders(<AddRoutinePage />, { url: '/add-routine', path: '/add-routine' });
  return { ...rendered, requests };
}

const progress = () => screen.getByRole('progressbar', { name: 'Routine form progress' });
const addButton = () => screen.getByRole('button', { name: 'Add workout' });
const setsInput = () => screen.getByRole('textbox', { name: 'Sets' });
const repsInput = () => screen.getByRole('textbox', { name: 'Reps' });

async function fillValidRoutine(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByRole('textbox', { name: /Routine name/ }), 'Morning Power');
  await user.click(screen.getByRole('radio', { name: 'Intermediate' }));
  await user.click(screen.getByRole('radio', { name: '45 mins' }));
  await user.click(screen.getByRole('checkbox', { name: 'Dumbbells' }));
  await user.type(screen.getByRole('combobox', { name: 'Workout type' }), 'Push-ups');
  await user.click(addButton());
}

describe('/add-routine gates', () => {
  it('signed out: redirects to /login?redirectTo=/add-routine', async () => {
    renderForm({}, null as never);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fadd-routine');
  });

  it('free users see the upsell with a link to /upgrade', async () => {
    renderForm({}, FREE_USER);
    expect(
      await screen.findByRole('heading', { level: 1, name: UI_TEXT.creatingRoutinesPremium }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute('href', '/upgrade');
  });
});

describe('/add-routine form', () => {
  it("marks required fields and shows the product's messages on Save", async () => {
    const { user, requests } = renderForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a routine' })).toBeInTheDocument();
    expect(document.title).toBe('Create a routine | Stryd');
    expect(screen.getByRole('textbox', { name: /Routine name/ })).toBeRequired();
    expect(screen.getByRole('group', { name: /^Equipment\s*\(required\)/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Level\s*\(required\)/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Duration\s*\(required\)/ })).toBeInTheDocument();
    // Nothing chosen yet is not a bodyweight routine: the form asks instead of answering for the user.
    expect(screen.queryByText(/this is a bodyweight routine/)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Equipment/ })).toHaveAccessibleDescription(
      'Choose the equipment this routine needs, or Bodyweight only.',
    );

    await user.click(screen.getByRole('button', { name: 'Save Routine' }));
    for (const message of [
      ROUTINE_FORM_MESSAGES.nameRequired,
      ROUTINE_FORM_MESSAGES.equipmentRequired,
      ROUTINE_FORM_MESSAGES.levelRequired,
      ROUTINE_FORM_MESSAGES.durationRequired,
      ROUTINE_FORM_MESSAGES.workoutsRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /Routine name/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Routine name/ })).toHaveAccessibleDescription(
      expect.stringContaining(ROUTINE_FORM_MESSAGES.nameRequired),
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('Add workout needs a type, sets > 0 and reps > 0; steppers floor at 0', async () => {
    const { user } = renderForm();
    await screen.findByRole('heading', { level: 1, name: 'Create a routine' });
    expect(addButton()).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Workout type' }), 'Squats');
    expect(addButton()).toBeEnabled();

    const decreaseSets = screen.getByRole('button', { name: 'Decrease sets' });
    for (let i = 0; i < 5; i += 1) await user.click(decreaseSets);
    expect(setsInput()).toHaveValue('0');
    expect(addButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase sets' }));
    expect(setsInput()).toHaveValue('1');
    expect(addButton()).toBeEnabled();

    await user.clear(repsInput());
    expect(repsInput()).toHaveValue('0');
    expect(addButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease reps' }));
    expect(repsInput()).toHaveValue('0');
    await user.type(repsInput(), '12');
    expect(repsInput()).toHaveValue('12');
    expect(addButton()).toBeEnabled();

    await user.click(addButton());
    const list = screen.getByRole('list', { name: 'Workouts in this routine' });
    expect(within(list).getByText('Squats')).toBeInTheDocument();
    expect(within(list).getByRole('combobox', { name: 'Sets of Squats' })).toHaveValue('1');
    expect(within(list).getByRole('textbox', { name: 'Reps of Squats' })).toHaveValue('12');
    // A listed workout's sets and reps can be changed in place.
    await user.selectOptions(within(list).getByRole('combobox', { name: 'Sets of Squats' }), '4');
    await user.type(within(list).getByRole('textbox', { name: 'Reps of Squats' }), '-15');
    expect(within(list).getByRole('combobox', { name: 'Sets of Squats' })).toHaveValue('4');
    expect(within(list).getByRole('textbox', { name: 'Reps of Squats' })).toHaveValue('12-15');
    expect(screen.getByRole('combobox', { name: 'Workout type' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove Squats' }));
    expect(screen.queryByRole('list', { name: 'Workouts in this routine' })).not.toBeInTheDocument();
  });

  it('refuses to save until equipment or Bodyweight only is chosen, and focuses the question', async () => {
    const { user, requests } = renderForm();
    await screen.findByRole('heading', { level: 1, name: 'Create a routine' });
    await user.type(screen.getByRole('textbox', { name: /Routine name/ }), 'Morning Power');
    await user.click(screen.getByRole('radio', { name: 'Beginner' }));
    await user.click(screen.getByRole('radio', { name: '30 mins' }));
    await user.type(screen.getByRole('combobox', { name: 'Workout type' }), 'Plank');
    await user.click(addButton());
    expect(progress()).toHaveAttribute('aria-valuenow', '80');

    await user.click(screen.getByRole('button', { name: 'Save Routine' }));
    const bodyweight = screen.getByRole('checkbox', { name: 'Bodyweight only (no equipment)' });
    expect(bodyweight).toHaveFocus();
    expect(screen.getByRole('group', { name: /^Equipment/ })).toHaveAccessibleDescription(
      expect.stringContaining(ROUTINE_FORM_MESSAGES.equipmentRequired),
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    // Ticking equipment and taking it off again leaves the question open.
    await user.click(screen.getByRole('checkbox', { name: 'Kettlebell' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByText(ROUTINE_FORM_MESSAGES.equipmentRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Kettlebell' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByText(ROUTINE_FORM_MESSAGES.equipmentRequired)).toBeInTheDocument();
  });

  it('Bodyweight only answers the question: 100%, saved as an empty equipment list', async () => {
    const { user, requests } = renderForm({
      [SAVE]: () =>
        jsonResponse(routineView({ routineName: 'Morning Power', creatorID: PREMIUM_USER.id }), 201),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create a routine' });
    await user.type(screen.getByRole('textbox', { name: /Routine name/ }), 'Morning Power');
    await user.click(screen.getByRole('radio', { name: 'Beginner' }));
    await user.click(screen.getByRole('radio', { name: '30 mins' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dumbbells' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bodyweight only (no equipment)' }));
    expect(screen.getByRole('checkbox', { name: 'Dumbbells' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: /^Equipment/ })).toHaveAccessibleDescription(
      'Bodyweight only: no equipment needed.',
    );
    await user.type(screen.getByRole('combobox', { name: 'Workout type' }), 'Plank');
    await user.click(addButton());
    expect(progress()).toHaveAttribute('aria-valuenow', '100');

    await user.click(screen.getByRole('button', { name: 'Save Routine' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/stryd/${PREMIUM_USER.id}/Morning%20Power`,
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ routineEquipments: [] });
  });

  it('the progress bar counts name, level, duration, equipment and a workout', async () => {
    const { user } = renderForm();
    await screen.findByRole('heading', { level: 1, name: 'Create a routine' });
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    await user.type(screen.getByRole('textbox', { name: /Routine name/ }), 'Morning Power');
    expect(progress()).toHaveAttribute('aria-valuenow', '20');
    await user.click(screen.getByRole('radio', { name: 'Beginner' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '40');
    await user.click(screen.getByRole('radio', { name: '30 mins' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '60');
    await user.click(screen.getByRole('checkbox', { name: 'Bodyweight only (no equipment)' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '80');
    await user.type(screen.getByRole('combobox', { name: 'Workout type' }), 'Plank');
    await user.click(addButton());
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(progress()).toHaveAttribute('aria-valuetext', '100% complete');
  });

  it("Save shows 'Creating...' disabled, then re-enables with the failure toast", async () => {
    const answer = deferred<Response>();
    const { user } = renderForm({ [SAVE]: () => answer.promise });
    await screen.findByRole('heading', { level: 1, name: 'Create a routine' });
    await fillValidRoutine(user);
    await user.click(screen.getByRole('button', { name: 'Save Routine' }));
    const saving = await screen.findByRole('button', { name: UI_TEXT.creating });
    expect(saving).toBeDisabled();
    answer.resolve(apiError(500, 'INTERNAL', 'boom'));
    expect(await screen.findByText(TOAST_MESSAGES.createRoutineError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Routine' })).toBeEnabled();
  });

  it("a duplicate name shows the server's message by the name field", async () => {
    const message = 'You already have a routine named "Morning Power".';
    const { user } = renderForm({ [SAVE]: () => apiError(409, 'ROUTINE_NAME_TAKEN', message) });
    await screen.findByRole('heading', { level: 1, name: 'Create a routine' });
    await fillValidRoutine(user);
    await user.click(screen.getByRole('button', { name: 'Save Routine' }));
    const name = screen.getByRole('textbox', { name: /Routine name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(name).toHaveFocus();
  });

  it('on success posts the routine and opens its page', async () => {
    const { user, requests } = renderForm({
      [SAVE]: () =>
        jsonResponse(routineView({ routineName: 'Morning Power', creatorID: PREMIUM_USER.id }), 201),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create a routine' });
    await fillValidRoutine(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Rest days/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Save Routine' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/stryd/${PREMIUM_USER.id}/Morning%20Power`,
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      routineName: 'Morning Power',
      routineEquipments: ['Dumbbells'],
      level: 'Intermediate',
      duration: '45 mins',
      restDays: 2,
      workouts: [{ workoutType: 'Push-ups', workoutSets: 3, workoutReps: '10', deleteable: true }],
      routineCreationType: 'created',
    });
  });

  it('the workout field searches the library as you type; a picked exercise is saved with its id', async () => {
    const pushUps = {
      id: 'push-ups',
      name: 'Push-ups',
      aliases: ['Press-ups'],
      primaryMuscles: ['Chest'],
      equipment: [],
      category: 'strength',
      measure: 'reps',
      difficulty: 'Beginner',
      unilateral: false,
    };
    const diamond = { ...pushUps, id: 'diamond-push-ups', name: 'Diamond Push-ups', aliases: [] };
    const searched: string[] = [];
    const { user, requests } = renderForm({
      'GET /api/exercises': () => {
        searched.push('x');
        return jsonResponse({ items: [pushUps, diamond], total: 181 });
      },
      [SAVE]: () => jsonResponse(routineView({ routineName: 'Picked', creatorID: PREMIUM_USER.id }), 201),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create a routine' });
    const field = screen.getByRole('combobox', { name: 'Workout type' });
    await user.type(field, 'push');
    const list = await screen.findByRole('listbox', { name: 'Exercises in the library' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Push-ups'), expect.stringContaining('Diamond Push-ups')]);
    // Arrow down twice highlights the second match; Enter picks it instead of adding the typed text.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Diamond Push-ups');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.click(addButton());
    // Free text is still allowed: typed and added with Enter, it goes without an id.
    await user.type(field, 'My own move');
    await user.keyboard('{Escape}{Enter}');
    await user.type(screen.getByRole('textbox', { name: /Routine name/ }), 'Picked');
    await user.click(screen.getByRole('radio', { name: 'Beginner' }));
    await user.click(screen.getByRole('radio', { name: '30 mins' }));
    await user.click(screen.getByRole('checkbox', { name: /Bodyweight only/ }));
    await user.click(screen.getByRole('button', { name: 'Save Routine' }));
    await screen.findByTestId('location');
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(searched.length).toBeGreaterThan(0);
    const saved = requests.find((r) => r.method === 'POST')?.body as { workouts: unknown[] } | undefined;
    expect(saved?.workouts).toEqual([
      {
        workoutType: 'Diamond Push-ups',
        workoutSets: 3,
        workoutReps: '10',
        deleteable: true,
        exerciseId: 'diamond-push-ups',
      },
      { workoutType: 'My own move', workoutSets: 3, workoutReps: '10', deleteable: true },
    ]);
  });
});
