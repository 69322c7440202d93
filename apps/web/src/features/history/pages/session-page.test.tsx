import { SET_DETAIL_MESSAGES } from '@stryd/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { refetchOffline } from '../../../test/refetch-offline';
import { renderWithProviders } from '../../../test/render';
import { sessionDetailQuery } from '../api/get-session';
import { sessionDetail } from '../history-fixtures.test-helper';
import { SessionPage } from './session-page';

const PATH = '/history/:sessionId';
const API = 'GET /api/history/sessions/session-1';
const COMMENTS = {
  'GET /api/history/sessions/session-1/comments': () => ({ comments: [] }),
  'GET /api/history/sessions/session-1/kudos': () => ({ people: [] }),
};
const render = () => renderWithProviders(<SessionPage />, { url: '/history/session-1', path: PATH });

describe('/history/{sessionId}', () => {
  it('shows the routine, date and totals, then every set grouped by exercise in order with its records', async () => {
    mockApi({ user: TEST_USER, handlers: { [API]: () => sessionDetail(), ...COMMENTS } });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Push Day' })).toBeInTheDocument();
    expect(screen.getByText('Tue, Nov 24, 2026', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('42:05 min')).toBeInTheDocument();
    expect(screen.getByText('3,240 kg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the routine' })).toHaveAttribute(
      'href',
      '/stryd/user-1/Push%20Day',
    );

    const sets = screen.getByRole('region', { name: 'Sets' });
    const groups = within(sets).getAllByRole('heading', { level: 3 });
    expect(groups.map((h) => h.textContent)).toEqual(['Bench Press', 'Plank']);
    expect(within(groups[0]!).getByRole('link')).toHaveAttribute('href', '/exercises/bench-press');
    const benchSets = within(groups[0]!.closest('li')!).getAllByRole('listitem');
    expect(benchSets.map((li) => li.textContent)).toEqual([
      'Set 1: 80 kg × 8',
      'Set 2: 82.5 kg × 6, record: Heaviest weight, record: Best estimated 1RM',
    ]);
    expect(within(groups[1]!.closest('li')!).getByRole('listitem')).toHaveTextContent('Set 1: 45 s');
  });

  it('labels the exercises done in a superset A1, A2, as the routine page does; one done alone has no label', async () => {
    const [plank, benchTop, bench] = sessionDetail().sets;
    const row = { ...bench!, id: 'row-1', workoutIndex: 1, exerciseId: null, exerciseName: 'Barbell Row' };
    const detail = sessionDetail({
      sets: [
        { ...bench!, group: 'A' },
        { ...benchTop!, group: 'A' },
        { ...row, group: 'A' },
        { ...plank!, workoutIndex: 2 },
      ],
    });
    mockApi({ user: TEST_USER, handlers: { [API]: () => detail, ...COMMENTS } });
    render();
    const sets = await screen.findByRole('region', { name: 'Sets' });
    const headings = within(sets).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['A1:Bench Press', 'A2:Barbell Row', 'Plank']);
  });

  it("shows each set's type, effort and note, the warm-up volume apart, and the session's note as plain text", async () => {
    const warm = {
      ...sessionDetail().sets[2]!,
      id: 'set-warm',
      setIndex: 0,
      weightKg: 40,
      reps: 10,
      setType: 'warmup' as const,
      note: '<b>bar</b> first',
    };
    const detail = sessionDetail({
      ownerId: 'user-2',
      note: 'Gym <i>busy</i>\nshort rests',
      warmupVolumeKg: 400,
      sets: [
        warm,
        { ...sessionDetail().sets[2]!, setIndex: 1, rpe: 8.5 },
        { ...sessionDetail().sets[1]!, setIndex: 2, setType: 'failure', rir: 0 },
      ],
    });
    mockApi({ user: TEST_USER, handlers: { [API]: () => detail, ...COMMENTS } });
    render();
    expect(
      await screen.findByText('Gym <i>busy</i> short rests', { collapseWhitespace: true }),
    ).toBeInTheDocument();
    expect(screen.getByText('400 kg').previousSibling).toHaveTextContent('Warm-up volume');
    const sets = within(screen.getByRole('region', { name: 'Sets' })).getAllByRole('listitem');
    expect(sets.slice(1).map((li) => li.textContent)).toEqual([
      'Set 1: 40 kg × 10Warm-up<b>bar</b> first',
      'Set 2: 80 kg × 8RPE 8.5',
      'Set 3: 82.5 kg × 6To failureRIR 0, record: Heaviest weight, record: Best estimated 1RM',
    ]);
    expect(document.querySelector('b, i')).toBeNull();
  });

  it("lets the owner write the session's note, and says the server's refusal at the field", async () => {
    let refuse = true;
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        [API]: () => sessionDetail(),
        'PUT /api/history/sessions/session-1/note': ({ body }) =>
          refuse
            ? jsonResponse({ code: 'VALIDATION', message: SET_DETAIL_MESSAGES.sessionNote }, 400)
            : { note: (body as { note: string }).note.trim() },
        ...COMMENTS,
      },
    });
    render();
    const note = await screen.findByRole('textbox', { name: 'Session note' });
    const save = screen.getByRole('button', { name: 'Save note' });
    expect(save).toBeDisabled();
    fireEvent.change(note, { target: { value: ' Deload ' } });
    fireEvent.click(save);
    expect(await screen.findByText(SET_DETAIL_MESSAGES.sessionNote)).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    refuse = false;
    fireEvent.click(save);
    await waitFor(() => expect(note).toHaveValue('Deload'));
    expect(requests.filter((r) => r.method === 'PUT').at(-1)).toMatchObject({ body: { note: ' Deload ' } });
  });

  it('a session the page already holds stays on screen when asking for it again fails (offline)', async () => {
    mockApi({ user: TEST_USER, handlers: { [API]: () => sessionDetail(), ...COMMENTS } });
    const { queryClient } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Push Day' })).toBeInTheDocument();
    await refetchOffline(queryClient, sessionDetailQuery('session-1').queryKey);
    expect(screen.getByRole('heading', { level: 1, name: 'Push Day' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sets' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a session that cannot be fetched, and is not held, offers Retry', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        [API]: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('a private history says so', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        [API]: () => jsonResponse({ code: 'HISTORY_PRIVATE', message: 'This history is private.' }, 403),
      },
    });
    render();
    expect(await screen.findByText('This history is private.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Private history' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sets' })).not.toBeInTheDocument();
  });

  it('an unknown session shows a not-found message with a way back to the history', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        [API]: () =>
          jsonResponse({ code: 'SESSION_NOT_FOUND', message: 'This session does not exist.' }, 404),
      },
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Session not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history');
  });

  it("its owner chooses who sees this session; someone else's session offers no choice", async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        [API]: () => sessionDetail(),
        ...COMMENTS,
        'PUT /api/history/sessions/session-1/visibility': ({ body }) => body,
      },
    });
    const { user, unmount } = render();
    const select = await screen.findByRole('combobox', { name: 'Who sees this session' });
    expect(select).toHaveValue('default');
    await user.selectOptions(select, 'Only me');
    await waitFor(() => expect(select).toHaveValue('only-me'));
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({ body: { visibility: 'only-me' } });
    await user.selectOptions(select, 'Your default');
    await waitFor(() => expect(select).toHaveValue('default'));
    expect(requests.filter((r) => r.method === 'PUT').at(-1)).toMatchObject({ body: { visibility: null } });
    unmount();

    mockApi({
      user: TEST_USER,
      handlers: { [API]: () => sessionDetail({ ownerId: 'user-2' }), ...COMMENTS },
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Push Day' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Who sees this session' })).toBeNull();
  });

  it("someone else's session: Give kudos, and who gave them, read again after the tap", async () => {
    let people = [{ id: 'user-3', username: 'kim', image: null }];
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        [API]: () => sessionDetail({ ownerId: 'user-2' }),
        ...COMMENTS,
        'GET /api/history/sessions/session-1/kudos': () => ({ people }),
        'PUT /api/history/sessions/session-1/kudos': () => {
          people = [{ id: TEST_USER.id, username: TEST_USER.username, image: null }, ...people];
          return { kudos: 2, viewerGaveKudos: true };
        },
      },
    });
    const { user } = render();
    const region = await screen.findByRole('region', { name: 'Kudos' });
    expect(await within(region).findByText('1 kudos')).toBeInTheDocument();
    const button = within(region).getByRole('button', { name: 'Give kudos' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(await within(region).findByText('2 kudos')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Kudos given' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(region).getByRole('link', { name: 'alex_runs' })).toHaveAttribute(
      'href',
      '/profile/user-1',
    );
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('your own session lists kudos and offers no button', async () => {
    mockApi({ user: TEST_USER, handlers: { [API]: () => sessionDetail(), ...COMMENTS } });
    render();
    const region = await screen.findByRole('region', { name: 'Kudos' });
    expect(await within(region).findByText('No kudos yet.')).toBeInTheDocument();
    expect(within(region).queryByRole('button')).toBeNull();
  });
});
