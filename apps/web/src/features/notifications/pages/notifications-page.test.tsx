import { type Notification, notificationText } from '@stryd/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EMPTY_INBOX_TEXT, NotificationsPage } from './notifications-page';

const sam = { id: 'user-2', username: 'sam_lifts', image: null };
function notification(overrides: Partial<Notification>): Notification {
  return {
    id: 'n-1',
    kind: 'kudos',
    actor: sam,
    createdAt: '2026-11-24T13:00:00.000Z',
    read: false,
    session: { id: 'session-1', routineName: 'Push Day' },
    comment: null,
    routine: null,
    ...overrides,
  };
}

const render = () =>
  renderWithProviders(<NotificationsPage />, { url: '/notifications', path: '/notifications' });

describe('/notifications', () => {
  it('says what each kind means and where it leads', () => {
    const said = (overrides: Partial<Notification>) => notificationText(notification(overrides));
    expect(said({})).toEqual({
      text: 'sam_lifts gave kudos to your Push Day session',
      to: '/history/session-1',
    });
    expect(said({ kind: 'comment', comment: { id: 'c-1', excerpt: 'Strong!' } })).toEqual({
      text: 'sam_lifts commented on your Push Day session: “Strong!”',
      to: '/history/session-1#comments',
    });
    expect(said({ kind: 'reply', comment: { id: 'c-2', excerpt: 'Thanks' } })).toEqual({
      text: 'sam_lifts replied to your comment: “Thanks”',
      to: '/history/session-1#comments',
    });
    expect(said({ kind: 'follow', session: null })).toEqual({
      text: 'sam_lifts started following you',
      to: '/profile/user-2',
    });
    expect(
      said({ kind: 'join', session: null, routine: { creatorId: 'user-1', routineName: 'Push Day' } }),
    ).toEqual({ text: 'sam_lifts joined your routine Push Day', to: '/stryd/user-1/Push%20Day' });
    expect(
      said({ kind: 'passed', session: null, routine: { creatorId: 'user-1', routineName: 'Push Day' } }),
    ).toEqual({ text: 'sam_lifts passed you on the Push Day leaderboard', to: '/stryd/user-1/Push%20Day' });
  });

  it('lists them newest first, marks the new ones, and reads them all once shown', async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/notifications': () => ({
          items: [
            notification({ id: 'n-2', kind: 'follow', session: null }),
            notification({ id: 'n-1', read: true }),
          ],
          unread: 1,
          next: null,
        }),
        'POST /api/notifications/read': () => ({ unread: 0 }),
      },
    });
    render();
    const list = await screen.findByRole('region', { name: 'Your notifications' });
    const [fresh, old] = within(list).getAllByRole('link');
    expect(fresh).toHaveTextContent('New: sam_lifts started following you');
    expect(old).toHaveTextContent('sam_lifts gave kudos to your Push Day session');
    expect(old).not.toHaveTextContent('New:');
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
        '/api/notifications/read',
      ]),
    );
  });

  it('empty: says what will show here', async () => {
    mockApi({
      user: TEST_USER,
      handlers: { 'GET /api/notifications': () => ({ items: [], unread: 0, next: null }) },
    });
    render();
    expect(await screen.findByText(EMPTY_INBOX_TEXT)).toBeInTheDocument();
    expect(EMPTY_INBOX_TEXT).toBe(
      'Kudos, comments, replies, new followers, people joining your routines and anyone passing you on a leaderboard show here.',
    );
  });
});
