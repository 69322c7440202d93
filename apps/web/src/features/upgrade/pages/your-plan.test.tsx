import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { longDate, RENEWS, subscription, subscriptionAnswer } from '../../../test/subscription';
import { UpgradePage } from './upgrade-page';

const INFO = { checkoutProvider: 'demo', premiumGating: true, trialDays: 3, googlePlay: false };
const RENEWS_TEXT = longDate(RENEWS);
const answer = subscriptionAnswer;
const CANCELLED = subscription({
  status: 'canceled',
  cancelAtPeriodEnd: true,
  renewsAt: null,
  endsAt: RENEWS,
  actions: { cancel: false, resume: true, switchTo: [] },
});

afterEach(() => vi.restoreAllMocks());

const card = (name: string) => screen.getByRole('article', { name });

function subscriber(
  handlers: NonNullable<Parameters<typeof mockApi>[0]>['handlers'] = {},
  sub = subscription(),
) {
  return mockApi({
    user: { ...TEST_USER, userPlan: sub.planType },
    handlers: {
      'GET /api/payments/config': () => INFO,
      'GET /api/payments/subscription': () => answer(sub),
      ...handlers,
    },
  });
}

describe('UpgradePage for a subscriber', () => {
  it('shows "Your plan" (plan, status, renewal, provider), Subscribed on its card and Switch on the others, and buys nothing', async () => {
    const requests = subscriber();
    renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Stryd Plus plan' }),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Your plan' });
    expect(within(panel).getByText('Monthly ($5.00/month)')).toBeInTheDocument();
    expect(within(panel).getByText('Free trial')).toBeInTheDocument();
    expect(within(panel).getByText('Renews on')).toBeInTheDocument();
    expect(within(panel).getByText(RENEWS_TEXT)).toBeInTheDocument();
    expect(within(panel).getByText('Demo checkout (no money moves)')).toBeInTheDocument();

    expect(within(card('Monthly')).getByText('Subscribed')).toBeInTheDocument();
    expect(within(card('Annually')).getByRole('button', { name: 'Switch to Annually' })).toBeEnabled();
    expect(within(card('Quarterly')).getByRole('button', { name: 'Switch to Quarterly' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Subscribe/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Upgrade to Stryd Plus')).not.toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/payments/checkout')).toBe(false);
  });

  it('during a trial, says when the trial ends and then when it renews; a paid plan has no trial row', async () => {
    const trialEnds = '2031-04-23T12:00:00.000Z';
    const trialText = longDate(trialEnds);
    subscriber({}, subscription({ status: 'trialing', trialEndsAt: trialEnds }));
    const { unmount } = renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    const panel = await screen.findByRole('region', { name: 'Your plan' });
    const rows = within(panel)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(expect.arrayContaining([`Trial ends on ${trialText}`, `Renews on ${RENEWS_TEXT}`]));
    expect(rows.indexOf(`Trial ends on ${trialText}`)).toBeLessThan(rows.indexOf(`Renews on ${RENEWS_TEXT}`));
    unmount();

    subscriber({}, subscription({ status: 'active', trialEndsAt: trialEnds }));
    renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    const paid = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(paid).getByText('Renews on')).toBeInTheDocument();
    expect(within(paid).queryByText('Trial ends on')).not.toBeInTheDocument();
  });

  it('cancels after a confirmation, says until when for 5000 ms, then offers Resume', async () => {
    const success = vi.spyOn(toast, 'success');
    let release: (value: Response) => void = () => {};
    const requests = subscriber({
      'POST /api/payments/subscription/cancel': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const { user } = renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    const panel = await screen.findByRole('region', { name: 'Your plan' });
    await user.click(within(panel).getByRole('button', { name: 'Cancel plan' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your plan?' });
    expect(dialog).toHaveTextContent(`It will not renew. You keep Stryd Plus until ${RENEWS_TEXT}.`);
    expect(requests.some((r) => r.path === '/api/payments/subscription/cancel')).toBe(false);
    // "Keep plan" changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep plan' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Cancel plan' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    release(jsonResponse(answer(CANCELLED)));

    expect(await within(panel).findByRole('button', { name: 'Resume plan' })).toBeEnabled();
    expect(within(panel).getByText('Cancelled')).toBeInTheDocument();
    expect(within(panel).getByText('Ends on')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(`Your plan is cancelled. Stryd Plus stays until ${RENEWS_TEXT}.`, {
      duration: 5000,
    });
    expect(within(card('Annually')).getByText('Resume your plan to switch')).toBeInTheDocument();
  });

  it('resumes a cancelled plan', async () => {
    const success = vi.spyOn(toast, 'success');
    subscriber({ 'POST /api/payments/subscription/resume': () => answer(subscription()) }, CANCELLED);
    const { user } = renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    await user.click(await screen.findByRole('button', { name: 'Resume plan' }));
    expect(await screen.findByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Your plan is resumed.', { duration: 5000 });
  });

  it('switches plan through the server and says so; a refusal shows its message for 5000 ms', async () => {
    const success = vi.spyOn(toast, 'success');
    const failure = vi.spyOn(toast, 'error');
    let refuse = false;
    const requests = subscriber({
      'POST /api/payments/subscription/switch': () =>
        refuse
          ? jsonResponse(
              { code: 'PAYMENT_PROVIDER_ERROR', message: 'The payment provider failed: down' },
              502,
            )
          : answer(subscription({ planType: 'stryd-annually' })),
    });
    const { user } = renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    refuse = true;
    await user.click(await screen.findByRole('button', { name: 'Switch to Quarterly' }));
    await vi.waitFor(() =>
      expect(failure).toHaveBeenCalledWith('The payment provider failed: down', { duration: 5000 }),
    );
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Switch to Annually' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Switched to Annually.', { duration: 5000 }));
    expect(requests.filter((r) => r.path === '/api/payments/subscription/switch').map((r) => r.body)).toEqual(
      [{ planType: 'stryd-quarterly' }, { planType: 'stryd-annually' }],
    );
    expect(await within(card('Annually')).findByText('Subscribed')).toBeInTheDocument();
  });

  it('a Google Play plan links to the Play Store and is switched there', async () => {
    const url = 'https://play.google.com/store/account/subscriptions?sku=stryd_monthly';
    subscriber(
      {},
      subscription({
        provider: 'google-play',
        manageUrl: url,
        actions: { cancel: false, resume: false, switchTo: [] },
      }),
    );
    renderWithProviders(<UpgradePage />, { url: '/upgrade', path: '/upgrade' });
    expect(await screen.findByRole('link', { name: 'Manage in Google Play' })).toHaveAttribute('href', url);
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
    expect(within(card('Annually')).getByText('Switch plans in Google Play')).toBeInTheDocument();
  });
});
