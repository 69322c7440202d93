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
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

const view = (t: TestApp, user: SignedUpUser | null) =>
  t.app.inject(as(user, { method: 'GET', url: '/api/payments/subscription' }));
const manage = (t: TestApp, user: SignedUpUser | null, action: string, payload?: object) =>
  t.app.inject(
    as(user, {
      method: 'POST',
      url: `/api/payments/subscription/${action}`,
      ...(payload ? { payload } : {}),
    }),
  );

describe.each(testDialects())('plan management with the demo provider on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const buy = async (user: SignedUpUser, planType = 'stryd-monthly') => {
    const { url } = (
      await t.app.inject(as(user, { method: 'POST', url: '/api/payments/checkout', payload: { planType } }))
    ).json();
    await t.app.inject(
      as(user, {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=confirm',
      }),
    );
  };

  it('shows nothing to manage before a plan is bought, and needs a signed-in user', async () => {
    const user = await signUp(t.app);
    expect((await view(t, user)).json()).toEqual({
      userPlan: 'free',
      subscription: null,
      approvalUrl: null,
    });
    const none = await manage(t, user, 'cancel');
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('NO_SUBSCRIPTION');
    expect((await view(t, null)).statusCode).toBe(401);
    for (const action of ['cancel', 'resume']) expect((await manage(t, null, action)).statusCode).toBe(401);
    expect((await manage(t, null, 'switch', { planType: 'stryd-annually' })).statusCode).toBe(401);
  });

  it('shows the plan, status, renewal and provider; cancels at period end, resumes and switches', async () => {
    const user = await signUp(t.app);
    await buy(user);
    const bought = (await view(t, user)).json();
    expect(bought).toMatchObject({
      userPlan: 'stryd-monthly',
      approvalUrl: null,
      subscription: {
        provider: 'demo',
        planType: 'stryd-monthly',
        status: 'trialing',
        live: true,
        cancelAtPeriodEnd: false,
        endsAt: null,
        manageUrl: null,
        actions: { cancel: true, resume: false, switchTo: ['stryd-quarterly', 'stryd-annually'] },
      },
    });
    const periodEnd = bought.subscription.currentPeriodEnd;
    expect(bought.subscription.renewsAt).toBe(periodEnd);
    // The trial's end, which /upgrade and /settings show during the trial, comes before the renewal.
    expect(Date.parse(bought.subscription.trialEndsAt)).toBeLessThan(Date.parse(periodEnd));

    const cancelled = await manage(t, user, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      userPlan: 'stryd-monthly',
      subscription: {
        status: 'canceled',
        cancelAtPeriodEnd: true,
        renewsAt: null,
        endsAt: periodEnd,
        actions: { cancel: false, resume: true, switchTo: [] },
      },
    });
    const twice = await manage(t, user, 'cancel');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_CANCELLED');
    const switchWhileCancelled = await manage(t, user, 'switch', { planType: 'stryd-annually' });
    expect(switchWhileCancelled.statusCode).toBe(409);
    expect(switchWhileCancelled.json().code).toBe('NOT_RENEWING');

    const resumed = await manage(t, user, 'resume');
    expect(resumed.json()).toMatchObject({
      subscription: { status: 'trialing', cancelAtPeriodEnd: false, renewsAt: periodEnd },
    });
    expect((await manage(t, user, 'resume')).json().code).toBe('NOT_CANCELLED');

    const switched = await manage(t, user, 'switch', { planType: 'stryd-annually' });
    expect(switched.json()).toMatchObject({
      userPlan: 'stryd-annually',
      subscription: { planType: 'stryd-annually', status: 'trialing' },
    });
    const same = await manage(t, user, 'switch', { planType: 'stryd-annually' });
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('SAME_PLAN');
    const bad = await manage(t, user, 'switch', { planType: 'free' });
    expect(bad.statusCode).toBe(400);

    // Still one subscription, and /api/me follows the switch.
    const me = await t.app.inject(as(user, { method: 'GET', url: '/api/me' }));
    expect(me.json().user.userPlan).toBe('stryd-annually');
    const rows = await t.context.database.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('a plan bought in Google Play is managed in the Play Store: a link, and 409 for every action', async () => {
    const user = await signUp(t.app);
    await recordSubscription(t, user, 'google-play');
    expect((await view(t, user)).json().subscription).toMatchObject({
      provider: 'google-play',
      manageUrl: 'https://play.google.com/store/account/subscriptions?sku=stryd_monthly',
      actions: { cancel: false, resume: false, switchTo: [] },
    });
    for (const [action, body] of [
      ['cancel'],
      ['resume'],
      ['switch', { planType: 'stryd-annually' }],
    ] as const) {
      const answer = await manage(t, user, action, body);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        code: 'MANAGED_BY_STORE',
        message: 'Your plan was bought in Google Play: manage it in the Play Store.',
      });
    }
  });

  it('an ended subscription is shown as ended, with nothing to do', async () => {
    const user = await signUp(t.app);
    await recordSubscription(t, user, 'demo', { periodEnd: at(-5 * DAY) });
    expect((await view(t, user)).json()).toMatchObject({
      userPlan: 'free',
      subscription: {
        live: false,
        renewsAt: null,
        cancelAtPeriodEnd: false,
        actions: { cancel: false, resume: false },
      },
    });
    expect((await manage(t, user, 'cancel')).statusCode).toBe(404);
  });
});

describe.each(testDialects())('plan management through Stripe on %s', (dialect) => {
  let api: StandIn;
  let t: TestApp;
  const PRICES: Record<string, string> = {
    'stryd-monthly': 'price_month',
    'stryd-annually': 'price_year',
  };
  beforeAll(async () => {
    api = await startStandIn();
    t = await createTestApp(dialect, PROVIDER_SETTINGS.stripe(api.url));
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  /** Stripe's record of the subscription, and its update endpoint applying what the server asks. */
  const stripeHolds = (id: string, userId: string, periodEnd: Date) => {
    const path = `/v1/subscriptions/${id}`;
    api.resources[path] = {
      id,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { user_id: userId, plan_type: 'stryd-monthly' },
      items: { data: [{ id: 'si_1', price: { id: 'price_month' }, current_period_end: unix(periodEnd) }] },
    };
    api.handlers[`POST ${path}`] = (request) => {
      const form = new URLSearchParams(request.body);
      const held = api.resources[path] as Record<string, unknown>;
      if (form.has('cancel_at_period_end'))
        held.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
      if (form.get('items[0][id]') === 'si_1') {
        held.items = {
          data: [
            { id: 'si_1', price: { id: form.get('items[0][price]') }, current_period_end: unix(periodEnd) },
          ],
        };
      }
      return { body: held };
    };
    return path;
  };
  const lastUpdate = (path: string) =>
    new URLSearchParams(api.requests.filter((r) => r.method === 'POST' && r.path === path).at(-1)!.body);

  it('cancels at period end, resumes and switches the price through subscription updates', async () => {
    const user = await signUp(t.app);
    const periodEnd = new Date(unix(at(20 * DAY)) * 1000);
    const id = await recordSubscription(t, user, 'stripe', {
      externalId: `sub_stripe_${dialect}`,
      periodEnd: periodEnd,
    });
    const path = stripeHolds(id, user.id, periodEnd);

    const cancelled = await manage(t, user, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(lastUpdate(path).get('cancel_at_period_end')).toBe('true');
    expect(cancelled.json().subscription).toMatchObject({
      provider: 'stripe',
      status: 'canceled',
      cancelAtPeriodEnd: true,
      endsAt: periodEnd.toISOString(),
    });
    expect(cancelled.json().userPlan).toBe('stryd-monthly');

    const resumed = await manage(t, user, 'resume');
    expect(lastUpdate(path).get('cancel_at_period_end')).toBe('false');
    expect(resumed.json().subscription).toMatchObject({
      status: 'active',
      renewsAt: periodEnd.toISOString(),
    });

    const switched = await manage(t, user, 'switch', { planType: 'stryd-annually' });
    const form = lastUpdate(path);
    expect(form.get('items[0][id]')).toBe('si_1');
    expect(form.get('items[0][price]')).toBe(PRICES['stryd-annually']);
    expect(form.get('proration_behavior')).toBe('create_prorations');
    expect(switched.json()).toMatchObject({
      userPlan: 'stryd-annually',
      subscription: { planType: 'stryd-annually', status: 'active' },
    });
  });

  it('a Stripe failure is a 502 and changes nothing', async () => {
    const user = await signUp(t.app);
    const id = await recordSubscription(t, user, 'stripe', { externalId: `sub_stripe_down_${dialect}` });
    api.handlers[`POST /v1/subscriptions/${id}`] = () => ({
      status: 500,
      body: { error: { message: 'down' } },
    });
    const answer = await manage(t, user, 'cancel');
    expect(answer.statusCode).toBe(502);
    expect(answer.json().code).toBe('PAYMENT_PROVIDER_ERROR');
    expect((await view(t, user)).json().subscription).toMatchObject({ status: 'active' });
  });
});

describe.each(testDialects())('plan management through Lemon Squeezy on %s', (dialect) => {
  let api: StandIn;
  let t: TestApp;
  beforeAll(async () => {
    api = await startStandIn();
    t = await createTestApp(dialect, PROVIDER_SETTINGS.lemonsqueezy(api.url));
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  it('cancels, resumes and switches the variant with PATCH /v1/subscriptions/{id}', async () => {
    const user = await signUp(t.app);
    const renews = at(20 * DAY).toISOString();
    const id = await recordSubscription(t, user, 'lemonsqueezy', { externalId: `ls_${dialect}` });
    const held = { status: 'active', variant_id: 201, renews_at: renews, ends_at: null, trial_ends_at: null };
    const patches: Record<string, unknown>[] = [];
    api.handlers[`PATCH /v1/subscriptions/${id}`] = (request) => {
      expect(request.headers.authorization).toBe('Bearer ls-key');
      expect(request.headers['content-type']).toBe('application/vnd.api+json');
      const body = JSON.parse(request.body);
      expect(body.data).toMatchObject({ type: 'subscriptions', id });
      const attributes = body.data.attributes;
      patches.push(attributes);
      if (attributes.cancelled === true) Object.assign(held, { status: 'cancelled', ends_at: renews });
      if (attributes.cancelled === false) Object.assign(held, { status: 'active', ends_at: null });
      if (attributes.variant_id) held.variant_id = attributes.variant_id;
      return { body: { data: { type: 'subscriptions', id, attributes: held } } };
    };

    const cancelled = await manage(t, user, 'cancel');
    expect(cancelled.json().subscription).toMatchObject({
      provider: 'lemonsqueezy',
      status: 'canceled',
      cancelAtPeriodEnd: true,
      endsAt: renews,
    });
    const resumed = await manage(t, user, 'resume');
    expect(resumed.json().subscription).toMatchObject({ status: 'active', renewsAt: renews });
    const switched = await manage(t, user, 'switch', { planType: 'stryd-annually' });
    expect(switched.json()).toMatchObject({
      userPlan: 'stryd-annually',
      subscription: { planType: 'stryd-annually' },
    });
    expect(patches).toEqual([{ cancelled: true }, { cancelled: false }, { variant_id: 203 }]);
  });
});

describe.each(testDialects())('plan management through PayPal on %s', (dialect) => {
  let api: StandIn;
  let t: TestApp;
  beforeAll(async () => {
    api = await startStandIn(PAYPAL_TOKEN);
    t = await createTestApp(dialect, PROVIDER_SETTINGS.paypal(api.url));
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  it('switches through revise (the buyer approves at PayPal), cancels, and says it cannot resume', async () => {
    const user = await signUp(t.app);
    const periodEnd = at(20 * DAY);
    const id = await recordSubscription(t, user, 'paypal', {
      externalId: `I-${dialect}-${user.id}`,
      periodEnd: periodEnd,
    });
    const path = `/v1/billing/subscriptions/${id}`;
    const held: Record<string, unknown> = {
      id,
      plan_id: 'P-MONTH',
      custom_id: user.id,
      status: 'ACTIVE',
      billing_info: { next_billing_time: periodEnd.toISOString() },
    };
    api.resources[path] = held;
    api.handlers[`POST ${path}/revise`] = (request) => {
      expect(request.headers.authorization).toBe('Bearer pp-token');
      expect(JSON.parse(request.body)).toEqual({ plan_id: 'P-YEAR' });
      return { body: { plan_id: 'P-YEAR', links: [{ rel: 'approve', href: 'https://paypal.test/revise' }] } };
    };
    api.handlers[`POST ${path}/cancel`] = (request) => {
      expect(JSON.parse(request.body).reason).toBeTruthy();
      Object.assign(held, { status: 'CANCELLED', billing_info: {} });
      return { status: 204 };
    };

    const switched = await manage(t, user, 'switch', { planType: 'stryd-annually' });
    expect(switched.statusCode).toBe(200);
    // Nothing changes until PayPal's webhook says the buyer approved.
    expect(switched.json()).toMatchObject({
      approvalUrl: 'https://paypal.test/revise',
      userPlan: 'stryd-monthly',
      subscription: { provider: 'paypal', planType: 'stryd-monthly' },
    });

    const cancelled = await manage(t, user, 'cancel');
    expect(api.requests.some((r) => r.path === `${path}/cancel`)).toBe(true);
    expect(cancelled.json()).toMatchObject({
      userPlan: 'stryd-monthly',
      subscription: {
        status: 'canceled',
        cancelAtPeriodEnd: true,
        endsAt: periodEnd.toISOString(),
        actions: { resume: false },
        note: 'PayPal cannot resume a cancelled subscription. Your plan stays until it ends; subscribe again after that.',
      },
    });
    const resume = await manage(t, user, 'resume');
    expect(resume.statusCode).toBe(409);
    expect(resume.json().code).toBe('RESUME_NOT_SUPPORTED');
  });
});
