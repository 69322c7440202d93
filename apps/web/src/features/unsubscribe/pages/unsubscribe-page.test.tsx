import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { refetchOffline } from '../../../test/refetch-offline';
import { renderWithProviders } from '../../../test/render';
import { unsubscribeLinkQuery } from '../api/unsubscribe';
import { UNSUBSCRIBE_TEXT, UnsubscribePage } from './unsubscribe-page';

const INVALID =
  'This unsubscribe link is not valid. Open the latest e-mail again, or change your e-mails in Settings.';
const render = (url: string) => renderWithProviders(<UnsubscribePage />, { url, path: '/unsubscribe' });

describe('/unsubscribe', () => {
  it('asks first (opening the link changes nothing), then unsubscribes without signing in', async () => {
    let subscribed = true;
    const requests = mockApi({
      user: null,
      handlers: {
        'GET /api/unsubscribe': () => ({ kind: 'new-follower', subscribed }),
        'POST /api/unsubscribe': () => {
          subscribed = false;
          return { kind: 'new-follower', subscribed };
        },
      },
    });
    const { user } = render('/unsubscribe?token=abc.def');
    expect(screen.getByRole('status', { name: UNSUBSCRIBE_TEXT.checking })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.getByText('Stop e-mails when someone follows you?')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    expect(document.title).toBe('Unsubscribe | Stryd');

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You will no longer get e-mails when someone follows you. Other e-mails are not affected.',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/unsubscribe']);
  });

  it('says so at once when that kind is already off', async () => {
    mockApi({ handlers: { 'GET /api/unsubscribe': () => ({ kind: 'routine-joined', subscribed: false }) } });
    render('/unsubscribe?token=abc.def');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/no longer get e-mails when someone joins one of your routines/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('what the page already holds stays on screen when asking for the link again fails (offline)', async () => {
    mockApi({ handlers: { 'GET /api/unsubscribe': () => ({ kind: 'routine-joined', subscribed: false }) } });
    const { queryClient } = render('/unsubscribe?token=abc.def');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    // A reconnect asks for a stale link again.
    await refetchOffline(queryClient, unsubscribeLinkQuery('abc.def').queryKey);
    expect(screen.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.queryByText(UNSUBSCRIBE_TEXT.checkFailed)).not.toBeInTheDocument();
  });

  it("shows the server's message for a tampered link, and no button", async () => {
    mockApi({
      handlers: {
        'GET /api/unsubscribe': () =>
          jsonResponse({ code: 'INVALID_UNSUBSCRIBE_TOKEN', message: INVALID }, 400),
      },
    });
    render('/unsubscribe?token=abc.tampered');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' })).toBeInTheDocument();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('explains a link without its token, asking the server nothing', async () => {
    const requests = mockApi();
    render('/unsubscribe');
    expect(await screen.findByText(UNSUBSCRIBE_TEXT.missingToken)).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/unsubscribe')).toBe(false);
  });

  it('shows why unsubscribing failed and keeps the button', async () => {
    mockApi({
      handlers: {
        'GET /api/unsubscribe': () => ({ kind: 'new-follower', subscribed: true }),
        'POST /api/unsubscribe': () =>
          jsonResponse({ code: 'INVALID_UNSUBSCRIBE_TOKEN', message: INVALID }, 400),
      },
    });
    const { user } = render('/unsubscribe?token=abc.def');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
