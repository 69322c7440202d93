import { NOTIFICATION_KINDS, type NotificationKind, type NotificationSettings } from '@stryd/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_PREFS_ERROR } from '../../../lib/display-prefs';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { longDate, subscription, subscriptionAnswer } from '../../../test/subscription';
import { WHAT_GOES } from '../components/delete-account-section';
import { ACCOUNT_DELETED, SettingsPage } from './settings-page';

const render = () => renderWithProviders(<SettingsPage />, { url: '/settings', path: '/settings' });
const privacy = (historyPublic: boolean) => ({
  'GET /api/me/session-visibility': () => ({ visibility: historyPublic ? 'public' : 'only-me' }),
});
/** The page's other sections load their own data: every e-mail on, no imports yet, no plan bought. */
const otherSections = {
  'GET /api/me/email-preferences': () => ({
    'routine-joined': true,
    'new-follower': true,
    'notification-digest': true,
  }),
  'GET /api/me/imports': () => ({ imports: [] }),
  'GET /api/payments/subscription': () => ({ userPlan: 'free', subscription: null, approvalUrl: null }),
  'GET /api/me/blocks': () => ({ people: [] }),
  'GET /api/me/notification-settings': () => allNotifications(),
};
function allNotifications(): NotificationSettings {
  const on = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<
    NotificationKind,
    boolean
  >;
  return { inApp: { ...on }, email: { ...on }, push: { ...on } };
}
/** The rows of a description list as "term value". */
const rows = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

afterEach(() => localStorage.clear());

describe('/settings', () => {
  it('signed out: goes to login and back here after', async () => {
    mockApi({ user: null });
    render();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fsettings');
  });

  it('shows each section under its own heading, with the profile filled in', async () => {
    mockApi({ user: TEST_USER, handlers: { ...privacy(false), ...otherSections } });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    for (const name of ['Profile', 'Plan', 'Units', 'History privacy', 'Notifications', 'Delete account'])
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveValue('alex_runs');
    expect(screen.getByLabelText('Avatar link')).toHaveValue('');
    const choice = await screen.findByRole('group', { name: 'Who sees your workouts' });
    expect(within(choice).getByRole('radio', { name: /^Only me/ })).toBeChecked();
    expect(document.title).toBe('Settings | Stryd');
  });

  it('Plan: a free member sees Free and a link to the plans', async () => {
    mockApi({ user: TEST_USER, handlers: { ...privacy(false), ...otherSections } });
    render();
    const plan = await screen.findByRole('region', { name: 'Plan' });
    await waitFor(() => expect(rows(plan)).toEqual(['Plan Free']));
    expect(within(plan).getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute('href', '/upgrade');
  });

  it('Plan: during a trial it names the plan, when the trial ends and when it renews, and links to manage it', async () => {
    const trialEndsAt = '2031-11-29T12:00:00.000Z';
    const renewsAt = '2031-12-29T12:00:00.000Z';
    mockApi({
      user: { ...TEST_USER, userPlan: 'stryd-monthly' },
      handlers: {
        ...privacy(false),
        ...otherSections,
        'GET /api/payments/subscription': () =>
          subscriptionAnswer(subscription({ trialEndsAt, currentPeriodEnd: renewsAt, renewsAt })),
      },
    });
    render();
    const plan = await screen.findByRole('region', { name: 'Plan' });
    await waitFor(() =>
      expect(rows(plan)).toEqual([
        'Plan Stryd Plus Monthly',
        'Status Free trial',
        `Trial ends on ${longDate(trialEndsAt)}`,
        `Renews on ${longDate(renewsAt)}`,
      ]),
    );
    expect(within(plan).getByRole('link', { name: 'Manage plan' })).toHaveAttribute('href', '/upgrade');
  });

  it('checks the profile with sign-up rules before sending, then saves and updates the account', async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        ...privacy(false),
        ...otherSections,
        'PATCH /api/me/profile': ({ body }) => ({
          user: { ...TEST_USER, ...(body as object), profileImageLink: 'https://img.example/a.png' },
        }),
      },
    });
    const { user, queryClient } = render();
    const name = await screen.findByLabelText('Display name');
    const link = screen.getByLabelText('Avatar link');
    await user.clear(name);
    await user.type(name, 'no spaces please');
    await user.type(link, 'http://img.example/a.png');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('Username may contain only letters, digits, underscores and dots.'),
    );
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The avatar link must be an https:// address.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    await user.clear(name);
    await user.type(name, 'Alex.Lifts');
    await user.clear(link);
    await user.type(link, 'https://img.example/a.png');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      path: '/api/me/profile',
      body: { username: 'Alex.Lifts', profileImageLink: 'https://img.example/a.png' },
    });
    expect(queryClient.getQueryData<{ user: { username: string } }>(['me'])?.user.username).toBe(
      'Alex.Lifts',
    );
  });

  it('a taken name is shown on the name field', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        ...privacy(false),
        ...otherSections,
        'PATCH /api/me/profile': () =>
          jsonResponse(
            { code: 'USERNAME_TAKEN', message: 'Username is already taken. Please try another.' },
            409,
          ),
      },
    });
    const { user } = render();
    const name = await screen.findByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'taken_name');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining('Username is already taken. Please try another.'),
      ),
    );
  });

  it('saves the weight unit and the theme to the account, and keeps them on this device', async () => {
    const requests = mockApi({ user: TEST_USER, handlers: { ...privacy(false), ...otherSections } });
    const { user } = render();
    const units = await screen.findByRole('region', { name: 'Units' });
    expect(within(units).getByRole('radio', { name: 'Kilograms (kg)' })).toBeChecked();
    await user.click(within(units).getByRole('radio', { name: 'Pounds (lb)' }));
    expect(within(units).getByRole('radio', { name: 'Pounds (lb)' })).toBeChecked();
    expect(document.cookie).toContain('stryd-unit=lb');

    const theme = screen.getByRole('region', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await user.click(within(theme).getByRole('radio', { name: 'Light' }));
    expect(within(theme).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(document.body).toHaveAttribute('data-theme', 'light');
    expect(document.cookie).toContain('stryd-theme=light');
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/me/display-preferences').map((r) => r.body)).toEqual([
        { weightUnit: 'lb' },
        { theme: 'light' },
      ]),
    );
  });

  it('puts the unit back and says so when the account cannot save it', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        ...privacy(false),
        ...otherSections,
        'PUT /api/me/display-preferences': () => jsonResponse({ code: 'INTERNAL', message: 'Oops' }, 500),
      },
    });
    const { user } = render();
    const units = await screen.findByRole('region', { name: 'Units' });
    await user.click(within(units).getByRole('radio', { name: 'Pounds (lb)' }));
    expect(await screen.findByText(DISPLAY_PREFS_ERROR)).toBeInTheDocument();
    expect(within(units).getByRole('radio', { name: 'Kilograms (kg)' })).toBeChecked();
  });

  it('chooses who sees your workouts through the visibility endpoint, and goes back when saving fails', async () => {
    let fail = false;
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        ...privacy(false),
        ...otherSections,
        'PUT /api/me/session-visibility': ({ body }) =>
          fail ? jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500) : body,
      },
    });
    const { user } = render();
    const choice = await screen.findByRole('group', { name: 'Who sees your workouts' });
    await user.click(within(choice).getByRole('radio', { name: /^Everyone/ }));
    await waitFor(() => expect(within(choice).getByRole('radio', { name: /^Everyone/ })).toBeChecked());
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/api/me/session-visibility',
      body: { visibility: 'public' },
    });
    fail = true;
    await user.click(within(choice).getByRole('radio', { name: /^Followers/ }));
    expect(
      await screen.findByText('Could not change who sees your workouts. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(choice).getByRole('radio', { name: /^Everyone/ })).toBeChecked());
  });

  it('turns a kind of notification off per channel, and back on when saving fails', async () => {
    let fail = false;
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        ...privacy(false),
        ...otherSections,
        'PUT /api/me/notification-settings': ({ body }) => {
          if (fail) return jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500);
          const answer = allNotifications();
          const change = body as { email?: Partial<Record<NotificationKind, boolean>> };
          return { ...answer, email: { ...answer.email, ...change.email } };
        },
      },
    });
    const { user } = render();
    const grid = await screen.findByRole('table', { name: 'Notifications by kind and channel' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Kind', 'In app', 'E-mail', 'Push']);
    expect(within(grid).getAllByRole('checkbox')).toHaveLength(NOTIFICATION_KINDS.length * 3);
    const passedByMail = within(grid).getByRole('checkbox', {
      name: 'Someone passing you on a leaderboard: E-mail',
    });
    expect(passedByMail).toBeChecked();
    await user.click(passedByMail);
    await waitFor(() => expect(passedByMail).not.toBeChecked());
    expect(
      requests.find((r) => r.method === 'PUT' && r.path === '/api/me/notification-settings')?.body,
    ).toEqual({ email: { passed: false } });
    expect(
      within(grid).getByRole('checkbox', { name: 'Someone passing you on a leaderboard: In app' }),
    ).toBeChecked();
    fail = true;
    const kudosPush = screen.getByRole('checkbox', { name: 'Kudos on your sessions: Push' });
    await user.click(kudosPush);
    expect(
      await screen.findByText('Could not save your notification settings. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(kudosPush).toBeChecked());
  });

  it('deleting: the dialog names what goes, needs the username typed, then signs out to /welcome', async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: { ...privacy(false), ...otherSections, 'DELETE /api/me': () => ({ deleted: true }) },
    });
    const { user, queryClient } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete account…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    for (const item of WHAT_GOES) expect(within(dialog).getByText(item)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus();
    const remove = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(remove).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type your username/), 'alex_run');
    expect(remove).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type your username/), 's');
    expect(remove).toBeEnabled();
    await user.click(remove);
    expect(await screen.findByTestId('location')).toHaveTextContent('/welcome');
    expect(await screen.findByText(ACCOUNT_DELETED)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')).toMatchObject({
      path: '/api/me',
      body: { confirm: 'alex_runs' },
    });
    expect(queryClient.getQueryData(['me'])).toEqual({ user: null });
  });

  it('a refused deletion keeps the dialog open with the reason, and Keep my account closes it', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        ...privacy(false),
        ...otherSections,
        'DELETE /api/me': () =>
          jsonResponse({ code: 'PAYMENT_PROVIDER_ERROR', message: 'The payment provider failed: down' }, 502),
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete account…' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Type your username/), 'ALEX_RUNS');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment provider failed: down');
    await act(async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
