import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { PAYPAL_TOKEN, PROVIDER_SETTINGS, recordSubscription } from './test/provider-settings';
import { type StandIn, startStandIn } from './test/stand-in';

const DAY = 24 * 60 * 60 * 1000;
const ALREADY = {
  code: 'ALREADY_SUBSCRIBED',
  message: 'You already have Stryd Plus. Manage your plan instead.',
};

const checkout = (t: TestApp, user: SignedUpUser, planType: string) =>
  t.app.inject(as(user, { method: 'POST', url: '/api/payments/checkout', payload: { planType } }));

const confirm = (t: TestApp, user: SignedUpUser, url: string) =>
  t.app.inject(
    as(user, {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=confirm',
    }),
  );

const subscriptionsOf = (t: TestApp, userId: string) =>
  t.context.database.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

describe.each(testDialects())('one live subscription per user (demo checkout) on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('a subscriber cannot open a checkout for another plan: 409 ALREADY_SUBSCRIBED, clearly worded', async () => {
    const user = await signUp(t.app);
    const { url } = (await checkout(t, user, 'stryd-monthly')).json();
    expect((await confirm(t, user, url)).statusCode).toBe(303);
    for (const planType of ['stryd-monthly', 'stryd-quarterly', 'stryd-annually']) {
      const again = await checkout(t, user, planType);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(ALREADY);
    }
    expect(await subscriptionsOf(t, user.id)).toHaveLength(1);
  });

  it('checkouts opened before any was confirmed: confirming them all at once makes one subscription', async () => {
    const user = await signUp(t.app);
    const urls: string[] = [];
    // What /upgrade does when it opens: one checkout per plan card.
    for (const planType of ['stryd-monthly', 'stryd-quarterly', 'stryd-annually'])
      urls.push((await checkout(t, user, planType)).json().url);
    const answers = await Promise.all(urls.map((url) => confirm(t, user, url)));
    expect(await subscriptionsOf(t, user.id)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 303)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(2);
    for (const answer of refused) expect(answer.body).toContain(ALREADY.message);
  });

  it('grants the free trial once: a returning subscriber starts paid at once', async () => {
    const user = await signUp(t.app);
    await recordSubscription(t, user, 'demo', { status: 'expired' });
    const { url } = (await checkout(t, user, 'stryd-quarterly')).json();
    expect((await confirm(t, user, url)).statusCode).toBe(303);
    const [, fresh] = await subscriptionsOf(t, user.id);
    expect(fresh).toMatchObject({ plan_type: 'stryd-quarterly', status: 'active', trial_ends_at: null });
    // The first paid period starts now (84 days for the quarterly plan), not after a trial.
    const periodEnd = Date.parse(fresh!.current_period_end!);
    expect(periodEnd - Date.now()).toBeLessThanOrEqual(84 * DAY);
    expect(periodEnd - Date.now()).toBeGreaterThan(84 * DAY - 60_000);
  });

  it('a subscription bought in the Android app blocks a web checkout too', async () => {
    const user = await signUp(t.app);
    await recordSubscription(t, user, 'google-play');
    const answer = await checkout(t, user, 'stryd-annually');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual(ALREADY);
  });
});

/** Each hosted provider: its checkout API, played locally, answering any checkout. */
const HOSTED = [
  {
    name: 'stripe',
    env: PROVIDER_SETTINGS.stripe,
    checkoutPath: '/v1/checkout/sessions',
    reply: { id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_1' },
  },
  {
    name: 'lemonsqueezy',
    env: PROVIDER_SETTINGS.lemonsqueezy,
    checkoutPath: '/v1/checkouts',
    reply: { data: { type: 'checkouts', id: 'c1', attributes: { url: 'https://ls.test/c1' } } },
  },
  {
    name: 'paypal',
    env: PROVIDER_SETTINGS.paypal,
    checkoutPath: '/v1/billing/subscriptions',
    reply: { id: 'I-1', links: [{ rel: 'approve', href: 'https://paypal.test/approve' }] },
  },
] as const;

describe.each(testDialects())('one live subscription per user (hosted checkouts) on %s', (dialect) => {
  describe.each(HOSTED)('$name', (provider) => {
    let api: StandIn;
    let t: TestApp;
    beforeAll(async () => {
      api = await startStandIn({
        [`POST ${provider.checkoutPath}`]: () => ({ status: 201, body: provider.reply }),
        ...PAYPAL_TOKEN,
      });
      t = await createTestApp(dialect, provider.env(api.url));
    });
    afterAll(async () => {
      await t.close();
      await api.close();
    });
    const checkoutCalls = () => api.requests.filter((r) => r.path === provider.checkoutPath).length;

    it('refuses a subscriber (409) without asking the provider for a checkout', async () => {
      const user = await signUp(t.app);
      await recordSubscription(t, user, provider.name);
      const before = checkoutCalls();
      const answer = await checkout(t, user, 'stryd-annually');
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual(ALREADY);
      expect(checkoutCalls()).toBe(before);
    });

    it('sells to someone whose subscription has ended', async () => {
      const user = await signUp(t.app);
      await recordSubscription(t, user, provider.name, { status: 'expired' });
      expect((await checkout(t, user, 'stryd-annually')).statusCode).toBe(201);
    });
  });

  describe('Stripe trial', () => {
    let api: StandIn;
    let t: TestApp;
    const stripe = HOSTED[0];
    beforeAll(async () => {
      api = await startStandIn({ [`POST ${stripe.checkoutPath}`]: () => ({ body: stripe.reply }) });
      t = await createTestApp(dialect, stripe.env(api.url));
    });
    afterAll(async () => {
      await t.close();
      await api.close();
    });
    const lastForm = () => new URLSearchParams(api.requests.at(-1)!.body);

    it('asks Stripe for the trial only for a user who never had a subscription', async () => {
      const newcomer = await signUp(t.app);
      expect((await checkout(t, newcomer, 'stryd-monthly')).statusCode).toBe(201);
      expect(lastForm().get('subscription_data[trial_period_days]')).toBe('3');

      const returning = await signUp(t.app);
      await recordSubscription(t, returning, 'google-play', { status: 'expired' });
      expect((await checkout(t, returning, 'stryd-monthly')).statusCode).toBe(201);
      expect(lastForm().get('line_items[0][price]')).toBe('price_month');
      expect(lastForm().has('subscription_data[trial_period_days]')).toBe(false);
    });
  });
});
