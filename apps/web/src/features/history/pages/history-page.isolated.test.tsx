import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withResizeObserver } from '../../../test/chart-stand-in';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { historyAnswer, summary } from '../history-fixtures.test-helper';
import { EMPTY_HISTORY_TEXT, HistoryPage } from './history-page';

vi.mock('uplot', () => import('../../../test/chart-stand-in'));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));
withResizeObserver();

const render = () => renderWithProviders(<HistoryPage />, { url: '/history', path: '/history' });
const fetchedUrls = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));

describe('/history', () => {
  it('signed out: goes to login and back here after', async () => {
    mockApi({ user: null });
    render();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fhistory');
  });

  it('lists sessions with their routine, date, duration, totals and records, and the streak', async () => {
    mockApi({ user: TEST_USER, handlers: { 'GET /api/history': () => historyAnswer() } });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
    const list = within(await screen.findByRole('region', { name: 'Sessions' })).getByRole('list');
    const row = within(list).getAllByRole('listitem')[0]!;
    expect(within(row).getByRole('link', { name: 'Push Day' })).toHaveAttribute(
      'href',
      '/stryd/user-1/Push%20Day',
    );
    expect(row).toHaveTextContent('Tue, Nov 24, 2026');
    expect(row).toHaveTextContent('42:05 min');
    expect(row).toHaveTextContent('3,240 kg');
    expect(row).toHaveTextContent('Sets12');
    expect(row).toHaveTextContent('XP120');
    expect(within(row).getByText('2 records')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /^View sets/ })).toHaveAttribute(
      'href',
      '/history/session-1',
    );
    expect(screen.getByText('3-week streak')).toBeInTheDocument();
    expect(document.title).toBe('History | Stryd');
  });

  it('shows the training calendar to screen readers as a summary and a list of days, and weekly totals', async () => {
    mockApi({ user: TEST_USER, handlers: { 'GET /api/history': () => historyAnswer() } });
    render();
    expect(
      await screen.findByRole('img', {
        name: 'Training calendar: 3 sessions on 2 days in the last 26 weeks',
      }),
    ).toBeInTheDocument();
    const days = screen.getByRole('list', { name: 'Training days' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2026-11-24: 2 sessions', '2026-11-20: 1 session']);
    const totals = screen.getByRole('table', { name: 'Sessions and volume per week' });
    expect(
      within(totals)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Sessions', 'Volume (kg)']);
    expect(within(totals).getAllByRole('row')).toHaveLength(13);
  });

  it('a session of a deleted routine shows its name without a link; no badge without records', async () => {
    const session = summary({ creatorId: null, routineName: 'Old Routine', recordCount: 0 });
    mockApi({
      user: TEST_USER,
      handlers: { 'GET /api/history': () => historyAnswer({ sessions: [session] }) },
    });
    render();
    expect(await screen.findByRole('heading', { level: 3, name: 'Old Routine' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Old Routine' })).not.toBeInTheDocument();
    expect(screen.queryByText(/records?$/)).not.toBeInTheDocument();
  });

  it('with no sessions shows the empty state and a way to find a routine', async () => {
    mockApi({
      user: TEST_USER,
      handlers: { 'GET /api/history': () => historyAnswer({ sessions: [], days: [], streakWeeks: 0 }) },
    });
    render();
    expect(await screen.findByText(EMPTY_HISTORY_TEXT)).toBeInTheDocument();
    expect(EMPTY_HISTORY_TEXT).toBe(
      'No finished sessions yet. Tick sets on a routine and finish it to see it here.',
    );
    expect(screen.getByRole('link', { name: 'Explore routines' })).toHaveAttribute(
      'href',
      '/explore-routines',
    );
    expect(screen.getByText('No streak yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sessions' })).not.toBeInTheDocument();
  });

  it('"Load older sessions" asks for the page before the last one and adds it below', async () => {
    let calls = 0;
    mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/history': () => {
          calls += 1;
          return calls === 1
            ? historyAnswer({ nextBefore: '2026-11-24T12:00:00.000Z' })
            : historyAnswer({ sessions: [summary({ id: 'session-0', routineName: 'Leg Day' })] });
        },
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Load older sessions' }));
    expect(await screen.findByRole('link', { name: 'Leg Day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Push Day' })).toBeInTheDocument();
    expect(fetchedUrls()).toContain('/api/history?limit=20&before=2026-11-24T12%3A00%3A00.000Z');
    expect(screen.queryByRole('button', { name: 'Load older sessions' })).not.toBeInTheDocument();
  });

  it('"Who sees your workouts" sends the choice and shows it at once', async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/history': () => historyAnswer(),
        'PUT /api/me/session-visibility': () => new Promise<Response>(() => {}),
      },
    });
    const { user } = render();
    const choice = await screen.findByRole('group', { name: 'Who sees your workouts' });
    expect(within(choice).getByRole('radio', { name: /^Only me/ })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: /^Followers/ }));
    expect(within(choice).getByRole('radio', { name: /^Followers/ })).toBeChecked();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({ path: '/api/me/session-visibility', body: { visibility: 'followers' } });
  });

  it('a failed privacy change goes back and says so', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/history': () => historyAnswer({ historyPublic: true, sessionVisibility: 'public' }),
        'PUT /api/me/session-visibility': () => jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500),
      },
    });
    const { user } = render();
    const choice = await screen.findByRole('group', { name: 'Who sees your workouts' });
    await user.click(within(choice).getByRole('radio', { name: /^Only me/ }));
    expect(
      await screen.findByText('Could not change who sees your workouts. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(choice).getByRole('radio', { name: /^Everyone/ })).toBeChecked());
  });
});
