import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { refetchOffline } from '../../../test/refetch-offline';
import { renderWithProviders } from '../../../test/render';
import { emailPreferencesKey } from '../api/email-preferences';
import { EMAIL_PREFERENCES_TEXT, EmailPreferencesSection } from './email-preferences-section';

const ALL_ON = { 'routine-joined': true, 'new-follower': true, 'notification-digest': true };

const render = () =>
  renderWithProviders(<EmailPreferencesSection />, { url: '/settings', path: '/settings' });

describe('EmailPreferencesSection', () => {
  it('shows an "E-mail" section with one labelled switch per kind of mail, from the server', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/me/email-preferences': () => ({
          'routine-joined': true,
          'new-follower': false,
          'notification-digest': true,
        }),
      },
    });
    render();
    expect(screen.getByRole('region', { name: 'E-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(EMAIL_PREFERENCES_TEXT.loading);
    const joins = await screen.findByRole('switch', { name: 'Someone joins your routine' });
    const follows = screen.getByRole('switch', { name: 'Someone follows you' });
    expect(joins).toBeChecked();
    expect(follows).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(3);
  });

  it('saves a switch the moment it moves and says so', async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/me/email-preferences': () => ALL_ON,
        'PUT /api/me/email-preferences': ({ body }) => ({ ...ALL_ON, ...(body as object) }),
      },
    });
    const { user } = render();
    const follows = await screen.findByRole('switch', { name: 'Someone follows you' });
    await user.click(follows);
    expect(follows).not.toBeChecked();
    expect(await screen.findByText('Saved: no more e-mails when someone follows you.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/me/email-preferences', body: { 'new-follower': false } },
    ]);

    await user.keyboard(' ');
    await waitFor(() => expect(follows).toBeChecked());
    expect(
      await screen.findByText('Saved: you will get e-mails when someone follows you.'),
    ).toBeInTheDocument();
  });

  it('moves the switch back with an error when saving fails', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/me/email-preferences': () => ALL_ON,
        'PUT /api/me/email-preferences': () => jsonResponse({ code: 'BOOM', message: 'Server trouble' }, 500),
      },
    });
    const { user } = render();
    const joins = await screen.findByRole('switch', { name: 'Someone joins your routine' });
    await user.click(joins);
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_PREFERENCES_TEXT.saveFailed);
    expect(joins).toBeChecked();
  });

  it('switches the section already holds stay on screen when asking for them again fails (offline)', async () => {
    mockApi({ user: TEST_USER, handlers: { 'GET /api/me/email-preferences': () => ALL_ON } });
    const { queryClient } = render();
    expect(await screen.findByRole('switch', { name: 'Someone follows you' })).toBeChecked();
    await refetchOffline(queryClient, emailPreferencesKey);
    expect(screen.getByRole('switch', { name: 'Someone follows you' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/me/email-preferences': () => {
          calls += 1;
          return calls === 1 ? jsonResponse({ code: 'BOOM', message: 'down' }, 503) : ALL_ON;
        },
      },
    });
    const { user } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_PREFERENCES_TEXT.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: 'Someone follows you' })).toBeChecked();
  });
});
