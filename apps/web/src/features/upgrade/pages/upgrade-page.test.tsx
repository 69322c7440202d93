import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriptionQuery } from '../../../lib/subscription';
import { toast } from '../../../lib/toast';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { refetchOffline } from '../../../test/refetch-offline';
import { renderWithProviders } from '../../../test/render';
import { createNativeBilling, type NativePurchasesPlugin, setBillingForTests } from '../billing/billing';
import { PlanConfirmPage } from './plan-confirm-page';
import { UpgradePage } from './upgrade-page';

const INFO = { checkoutProvider: 'demo', premiumGating: true, trialDays: 3, googlePlay: true };
/** GET /api/payments/subscription for someone who never subscribed. */
const NO_SUBSCRIPTION = {
  'GET /api/payments/subscription': () => ({ userPlan: 'free', subscription: null, approvalUrl: null }),
};

afterEach(() => {
  setBillingForTests(null);
  vi.restoreAllMocks();
});

function checkoutHandler() {
  return (request: { body: unknown }) =>
    jsonResponse({ url: `/pay/${(request.body as { planType: string }).planType}`, provider: 'demo' }, 201);
}

const card = (name: string) => screen.getByRole('article', { name });

function nativePlugin(
  supported: boolean,
  overrides: Partial<NativePurchasesPlugin> = {},
): NativePurchasesPlugin {
  return {
    isBillingSupported: async () => ({ isBillingSupported: supported }),
    getProducts: async ({ productIdentifiers }) => ({
      products: productIdentifiers.map((identifier) => ({ identifier })),
    }),
    purchaseProduct: async ({ productIdentifier }) => ({ purchaseToken: 'gp-token', productIdentifier }),
    ...overrides,
  };
}

describe('UpgradePage', () => {
  it('redirects signed-out visitors to log in', async () => {
    mockApi({ user: null });
    renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fupgrade');
  });

  it('web: three plan cards with their prices, badges, trial and features; a checkout button per card', async () => {
    const requests = mockApi({
      user: { ...TEST_USER, userPlan: 'stryd-quarterly' },
      handlers: {
        ...NO_SUBSCRIPTION,
        'GET /api/payments/config': () => INFO,
        'POST /api/payments/checkout': checkoutHandler(),
      },
    });
    renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upgrade to Stryd Plus' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Plans | Stryd');

    const monthly = await screen.findByRole('article', { name: 'Monthly' });
    expect(within(monthly).getByText('$5.00')).toBeInTheDocument();
    expect(within(monthly).getByText('/month')).toBeInTheDocument();
    expect(within(monthly).getByText('Free 3-day trial')).toBeInTheDocument();
    for (const feature of [
      'AI chat (on release)',
      'Meal plans',
      'Create routines',
      'View routines',
      'Full access',
      'Earn XP',
      'Ranks',
    ]) {
      expect(within(monthly).getByText(feature)).toBeInTheDocument();
    }
    expect(within(card('Quarterly')).getByText('Save 20%')).toBeInTheDocument();
    expect(within(card('Quarterly')).getByText('per 12 weeks', { exact: false })).toBeInTheDocument();
    expect(within(card('Annually')).getByText('Save 17%')).toBeInTheDocument();
    expect(within(card('Annually')).getByText('/year')).toBeInTheDocument();

    // The user's own plan says Subscribed; the others get their checkout once it is created.
    expect(within(card('Quarterly')).getByText('Subscribed')).toBeInTheDocument();
    const subscribe = await within(monthly).findByRole('link', { name: 'Subscribe to Monthly' });
    expect(subscribe).toHaveAttribute('href', '/pay/stryd-monthly');
    expect(
      await within(card('Annually')).findByRole('link', { name: 'Subscribe to Annually' }),
    ).toHaveAttribute('href', '/pay/stryd-annually');
    const created = requests.filter((r) => r.path === '/api/payments/checkout').map((r) => r.body);
    expect(created).toEqual([{ planType: 'stryd-monthly' }, { planType: 'stryd-annually' }]);
  });

  it("web: 'Loading payment options...' until the checkout exists", async () => {
    let release: (value: Response) => void = () => {};
    mockApi({
      user: TEST_USER,
      handlers: {
        ...NO_SUBSCRIPTION,
        'GET /api/payments/config': () => INFO,
        'POST /api/payments/checkout': () => new Promise<Response>((resolve) => (release = resolve)),
      },
    });
    renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    const monthly = await screen.findByRole('article', { name: 'Monthly' });
    expect(within(monthly).getByText('Loading payment options...')).toBeInTheDocument();
    release(jsonResponse({ url: '/pay/x', provider: 'demo' }, 201));
  });

  it('shows the initialisation error with message, type and time, and Retry recovers', async () => {
    let fail = true;
    const user = TEST_USER;
    mockApi({
      user,
      handlers: {
        ...NO_SUBSCRIPTION,
        'GET /api/payments/config': () => INFO,
        'POST /api/payments/checkout': (request) =>
          fail
            ? jsonResponse(
                { code: 'PAYMENT_PROVIDER_ERROR', message: 'The payment provider failed: timeout' },
                502,
              )
            : checkoutHandler()(request),
      },
    });
    const { user: actor } = renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment provider failed: timeout');
    expect(alert).toHaveTextContent('PAYMENT_PROVIDER_ERROR');
    expect(within(alert).getByText((_, el) => el?.tagName === 'TIME')).toBeInTheDocument();
    fail = false;
    await actor.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Subscribe to Monthly' })).toBeInTheDocument();
  });

  it('plans the page already shows stay on screen when asking for the plan again fails (offline)', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        ...NO_SUBSCRIPTION,
        'GET /api/payments/config': () => INFO,
        'POST /api/payments/checkout': checkoutHandler(),
      },
    });
    const { queryClient } = renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    expect(await screen.findByRole('link', { name: 'Subscribe to Monthly' })).toBeInTheDocument();
    // Coming back from /settings after a while asks for the plan again.
    await refetchOffline(queryClient, subscriptionQuery(TEST_USER.id).queryKey);
    expect(screen.getByRole('link', { name: 'Subscribe to Monthly' })).toHaveAttribute(
      'href',
      '/pay/stryd-monthly',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('no payment provider: says in plain words what it means and who can fix it, with no code or time', async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        ...NO_SUBSCRIPTION,
        'GET /api/payments/config': () => ({ ...INFO, checkoutProvider: null }),
      },
    });
    renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    const panel = await screen.findByRole('region', {
      name: 'Stryd Plus cannot be bought on this server yet',
    });
    expect(panel).toHaveTextContent(
      'Nobody has set up a way to pay on this server, so there is no checkout to show you.',
    );
    expect(panel).toHaveTextContent(
      'Ask the person who runs this server to set up payments or to give your account a plan. If you run it yourself, the README says how (“Two commands”).',
    );
    expect(screen.queryByText(/PAYMENTS_UNAVAILABLE/)).not.toBeInTheDocument();
    expect(screen.queryByText('Type')).not.toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/payments/checkout')).toBe(false);
  });

  it("native wrapper with billing: 'Subscribe with Google Play' buys, verifies and says so", async () => {
    setBillingForTests(createNativeBilling(nativePlugin(true), 'com.stryd.app'));
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        ...NO_SUBSCRIPTION,
        'GET /api/payments/config': () => INFO,
        'POST /api/payments/verify-google-play': () => ({
          success: true,
          planType: 'stryd-monthly',
          error: null,
        }),
      },
    });
    const { user } = renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    const buttons = await screen.findAllByRole('button', { name: 'Subscribe with Google Play' });
    expect(buttons).toHaveLength(3);
    await user.click(buttons[0]!);
    expect(
      await screen.findByText('Purchase successful! Your subscription is now active.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/payments/verify-google-play')?.body).toEqual({
      purchaseToken: 'gp-token',
      productId: 'stryd_monthly',
      packageName: 'com.stryd.app',
      userId: TEST_USER.id,
    });
    expect(requests.some((r) => r.path === '/api/payments/checkout')).toBe(false);
    expect(await screen.findByTestId('location')).toHaveTextContent('/plan-confirm');
  });

  it('native wrapper: a failed verification shows its alert for 5000 ms', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    setBillingForTests(createNativeBilling(nativePlugin(true), 'com.stryd.app'));
    mockApi({
      user: TEST_USER,
      handlers: {
        ...NO_SUBSCRIPTION,
        'GET /api/payments/config': () => INFO,
        'POST /api/payments/verify-google-play': () => ({
          success: false,
          planType: null,
          error: 'Unknown product',
        }),
      },
    });
    const { user } = renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    await user.click((await screen.findAllByRole('button', { name: 'Subscribe with Google Play' }))[1]!);
    expect(
      await screen.findByText('Purchase verification failed: Unknown product. Please contact support.'),
    ).toBeInTheDocument();
    expect(errorToast).toHaveBeenCalledWith(
      'Purchase verification failed: Unknown product. Please contact support.',
      { duration: 5000 },
    );
  });

  it("native wrapper without billing: a disabled 'Billing Not Supported'", async () => {
    setBillingForTests(createNativeBilling(nativePlugin(false), 'com.stryd.app'));
    mockApi({ user: TEST_USER, handlers: { ...NO_SUBSCRIPTION, 'GET /api/payments/config': () => INFO } });
    renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    const buttons = await screen.findAllByRole('button', { name: 'Billing Not Supported' });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).toBeDisabled();
  });

  it('premium gating off: says everything is unlocked and sells nothing', async () => {
    const requests = mockApi({
      user: { ...TEST_USER, userPlan: 'stryd-annually' },
      handlers: { ...NO_SUBSCRIPTION, 'GET /api/payments/config': () => ({ ...INFO, premiumGating: false }) },
    });
    renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    expect(
      await screen.findByText('Every feature is already unlocked for everyone on this server.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(card('Annually')).getByText('Subscribed')).toBeInTheDocument());
    expect(requests.some((r) => r.path === '/api/payments/checkout')).toBe(false);
  });
});

describe('PlanConfirmPage', () => {
  it('thanks the buyer and links to /interests and /explore-routines', async () => {
    mockApi({ user: { ...TEST_USER, userPlan: 'stryd-monthly' } });
    renderWithProviders(<PlanConfirmPage />, { url: '/plan-confirm', path: '/plan-confirm' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for choosing Stryd Plus!' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Purchase successful! Your subscription is now active.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate a routine' })).toHaveAttribute('href', '/interests');
    expect(screen.getByRole('link', { name: 'Explore routines' })).toHaveAttribute(
      'href',
      '/explore-routines',
    );
  });
});
