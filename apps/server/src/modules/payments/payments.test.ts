import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../adapters/payments/payment-provider';
import { createRoutine, routineBody, setPlan } from '../../test/stryd-fixtures';
import {
  as,
  cookieFrom,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { derivePlan, RENEWAL_GRACE_MS, requirePremium, userPlanOf } from '../users/plan.service';
import { applyEvent } from './subscription-ledger.service';

const DAY = 24 * 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
let serial = 0;

function event(userId: string | undefined, overrides: Partial<NormalizedEvent> = {}): NormalizedEvent {
  serial += 1;
  return {
    provider: 'demo',
    eventId: `evt_${serial}`,
    type: 'test',
    occurredAt: at(-DAY),
    externalId: `sub_${serial}`,
    ...(userId ? { userId } : {}),
    planType: 'stryd-monthly',
    status: 'active',
    periodEnd: at(20 * DAY),
    ...overrides,
  };
}

describe.each(testDialects())('payments on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const db = () => t.context.database.db;
  const now = () => t.context.clock.now();
  const me = async (user: SignedUpUser) =>
    (await t.app.inject(as(user, { method: 'GET', url: '/api/me' }))).json().user.userPlan as string;
  const subscriptionsOf = (userId: string) =>
    db().selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute();

  describe('demo checkout (the default provider)', () => {
    it('sells a plan through a local, clearly labelled checkout page and the ordinary event path', async () => {
      const buyer = await signUp(t.app);
      expect(await me(buyer)).toBe('free');
      const gated = await t.app.inject(
        as(buyer, { method: 'POST', url: `/api/stryds/${buyer.id}`, payload: routineBody('Before') }),
      );
      expect(gated.statusCode).toBe(402);

      const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
      expect(config.json()).toEqual({
        checkoutProvider: 'demo',
        premiumGating: true,
        trialDays: 3,
        googlePlay: false,
      });

      const checkout = await t.app.inject(
        as(buyer, { method: 'POST', url: '/api/payments/checkout', payload: { planType: 'stryd-monthly' } }),
      );
      expect(checkout.statusCode).toBe(201);
      const { url, provider } = checkout.json();
      expect(provider).toBe('demo');
      expect(url).toMatch(/^\/api\/payments\/demo\/checkout\/[\w-]+\.[\w-]+$/);

      const page = await t.app.inject(as(buyer, { method: 'GET', url }));
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain('Demo checkout — no money moves');
      expect(page.body).toContain('Stryd Plus Monthly');
      expect(page.body).toContain('$5.00/month');
      expect(page.body).toContain('Free 3-day trial');
      expect(page.body).toContain('<form method="post"');
      expect(page.body).toContain('>Confirm</button>');
      expect(page.body).toContain('>Cancel</button>');
      expect(page.body).not.toContain('<script');

      const confirm = () =>
        t.app.inject(
          as(buyer, {
            method: 'POST',
            url,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'action=confirm',
          }),
        );
      const confirmed = await confirm();
      expect(confirmed.statusCode).toBe(303);
      expect(confirmed.headers.location).toBe('/plan-confirm');
      expect(await me(buyer)).toBe('stryd-monthly');
      const profile = await t.app.inject(as(buyer, { method: 'GET', url: `/api/users/${buyer.id}` }));
      expect(profile.json().userPlan).toBe('stryd-monthly');
      await createRoutine(t, buyer, 'After');

      // A second confirm (back button, double click) is the same event: one subscription, one event.
      expect((await confirm()).statusCode).toBe(303);
      const subs = await subscriptionsOf(buyer.id);
      expect(subs).toHaveLength(1);
      expect(subs[0]).toMatchObject({ provider: 'demo', plan_type: 'stryd-monthly', status: 'trialing' });
      const trialEnd = Date.parse(subs[0]!.trial_ends_at!);
      expect(trialEnd - Date.now()).toBeGreaterThan(3 * DAY - 60_000);
      expect(trialEnd - Date.now()).toBeLessThanOrEqual(3 * DAY);

      const subscription = await t.app.inject(
        as(buyer, { method: 'GET', url: '/api/payments/subscription' }),
      );
      expect(subscription.json()).toMatchObject({
        userPlan: 'stryd-monthly',
        subscription: { provider: 'demo', planType: 'stryd-monthly', status: 'trialing' },
      });

      const again = await t.app.inject(
        as(buyer, { method: 'POST', url: '/api/payments/checkout', payload: { planType: 'stryd-monthly' } }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('ALREADY_SUBSCRIBED');
    });

    it('cancel changes nothing; forged, foreign and signed-out links get nowhere', async () => {
      const [buyer, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
      const { url } = (
        await t.app.inject(
          as(buyer, {
            method: 'POST',
            url: '/api/payments/checkout',
            payload: { planType: 'stryd-annually' },
          }),
        )
      ).json();
      const post = (user: SignedUpUser | null, target: string, action: string) =>
        t.app.inject(
          as(user, {
            method: 'POST',
            url: target,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: `action=${action}`,
          }),
        );
      const cancelled = await post(buyer, url, 'cancel');
      expect(cancelled.statusCode).toBe(303);
      expect(cancelled.headers.location).toBe('/upgrade');

      expect((await t.app.inject(as(other, { method: 'GET', url }))).statusCode).toBe(404);
      expect((await post(other, url, 'confirm')).statusCode).toBe(404);
      const forged = `${url.slice(0, -3)}abc`;
      expect((await post(buyer, forged, 'confirm')).statusCode).toBe(404);
      const signedOut = await post(null, url, 'confirm');
      expect(signedOut.statusCode).toBe(303);
      expect(signedOut.headers.location).toBe('/login?redirectTo=%2Fupgrade');

      expect(await subscriptionsOf(buyer.id)).toHaveLength(0);
      expect(await subscriptionsOf(other.id)).toHaveLength(0);
      expect(await me(buyer)).toBe('free');
    });

    it('needs a signed-in user and a paid plan type', async () => {
      const user = await signUp(t.app);
      const anonymous = await t.app.inject(
        as(null, { method: 'POST', url: '/api/payments/checkout', payload: { planType: 'stryd-monthly' } }),
      );
      expect(anonymous.statusCode).toBe(401);
      const bad = await t.app.inject(
        as(user, { method: 'POST', url: '/api/payments/checkout', payload: { planType: 'free' } }),
      );
      expect(bad.statusCode).toBe(400);
    });

    it('other routes still parse JSON as before (the raw-body parser stays in its own scope)', async () => {
      const user = await signUp(t.app);
      const response = await t.app.inject(
        as(user, {
          method: 'POST',
          url: `/api/interests/${user.id}`,
          payload: { nonsense: true },
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    });
  });

  describe('event processing', () => {
    it('the same event delivered three times changes the subscription once', async () => {
      const user = await signUp(t.app);
      const first = event(user.id);
      const outcomes = [];
      for (let i = 0; i < 3; i += 1) outcomes.push(await applyEvent(db(), first, now()));
      expect(outcomes).toEqual(['created', 'duplicate', 'duplicate']);
      const update = event(undefined, {
        externalId: first.externalId,
        occurredAt: at(-DAY / 2),
        status: 'past_due',
        planType: undefined,
      });
      const again = await Promise.all([
        applyEvent(db(), update, now()),
        applyEvent(db(), update, now()),
        applyEvent(db(), update, now()),
      ]);
      expect(again.filter((o) => o === 'applied')).toHaveLength(1);
      expect(again.filter((o) => o === 'duplicate')).toHaveLength(2);
      const events = await db()
        .selectFrom('payment_events')
        .select('event_id')
        .where('external_id', '=', first.externalId)
        .execute();
      expect(events).toHaveLength(2);
      const [sub] = await subscriptionsOf(user.id);
      expect(sub).toMatchObject({ status: 'past_due', plan_type: 'stryd-monthly' });
    });

    it('events out of order end in the state of the newest one', async () => {
      const user = await signUp(t.app);
      const created = event(user.id, { occurredAt: at(-3 * DAY), status: 'trialing' });
      const cancelled = event(user.id, {
        externalId: created.externalId,
        occurredAt: at(-DAY),
        status: 'canceled',
        periodEnd: at(5 * DAY),
      });
      const renewed = event(user.id, {
        externalId: created.externalId,
        occurredAt: at(-2 * DAY),
        status: 'active',
        periodEnd: at(30 * DAY),
      });
      expect(await applyEvent(db(), cancelled, now())).toBe('created');
      expect(await applyEvent(db(), created, now())).toBe('stale');
      expect(await applyEvent(db(), renewed, now())).toBe('stale');
      const [sub] = await subscriptionsOf(user.id);
      expect(sub?.status).toBe('canceled');
      expect(Date.parse(sub!.current_period_end!)).toBe(cancelled.periodEnd!.getTime());
    });

    it('an event that arrives before the one naming its user waits, then is replayed in order', async () => {
      const user = await signUp(t.app);
      const externalId = `sub_wait_${dialect}`;
      const expired = event(undefined, {
        externalId,
        occurredAt: at(-DAY),
        status: 'expired',
        planType: undefined,
      });
      expect(await applyEvent(db(), expired, now())).toBe('waiting');
      expect(await userPlanOf(db(), user.id, now())).toBe('free');
      expect(await applyEvent(db(), event(user.id, { externalId, occurredAt: at(-5 * DAY) }), now())).toBe(
        'created',
      );
      const [sub] = await subscriptionsOf(user.id);
      expect(sub?.status).toBe('expired');
      expect(await userPlanOf(db(), user.id, now())).toBe('free');
      const row = await db()
        .selectFrom('payment_events')
        .select(['outcome', 'processed_at'])
        .where('event_id', '=', expired.eventId)
        .executeTakeFirstOrThrow();
      expect(row.outcome).toBe('applied');
      expect(row.processed_at).not.toBeNull();
    });

    it('a cancelled subscription keeps access until its period ends; an expired one returns the user to free', async () => {
      const user = await signUp(t.app);
      const created = event(user.id, { planType: 'stryd-quarterly', occurredAt: at(-10 * DAY) });
      await applyEvent(db(), created, now());
      expect(await userPlanOf(db(), user.id, now())).toBe('stryd-quarterly');

      await applyEvent(
        db(),
        event(user.id, {
          externalId: created.externalId,
          occurredAt: at(-5 * DAY),
          status: 'canceled',
          periodEnd: at(2 * DAY),
          planType: undefined,
        }),
        now(),
      );
      expect(await userPlanOf(db(), user.id, now())).toBe('stryd-quarterly');
      await expect(requirePremium(db(), user.id, now())).resolves.toBeUndefined();
      // Two days later the paid period is over.
      expect(await userPlanOf(db(), user.id, at(2 * DAY + 1000))).toBe('free');

      await applyEvent(
        db(),
        event(user.id, {
          externalId: created.externalId,
          occurredAt: at(-DAY),
          status: 'expired',
          periodEnd: undefined,
          planType: undefined,
        }),
        now(),
      );
      expect(await userPlanOf(db(), user.id, now())).toBe('free');
      await expect(requirePremium(db(), user.id, now())).rejects.toMatchObject({ statusCode: 402 });
      expect(await me(user)).toBe('free');
    });

    it('an operator grant in profiles.plan still counts when no subscription does', async () => {
      const user = await signUp(t.app);
      await setPlan(t, user.id, 'stryd-annually');
      expect(await userPlanOf(db(), user.id, now())).toBe('stryd-annually');
      await setPlan(t, user.id, 'stryd_annually');
      expect(await userPlanOf(db(), user.id, now())).toBe('free');
    });

    it('ignores events for users that do not exist', async () => {
      expect(await applyEvent(db(), event('no-such-user'), now())).toBe('unknown_user');
    });
  });
});

describe('derivePlan', () => {
  const now = new Date('2030-01-10T00:00:00Z');
  const sub = (status: string, end: string | null, plan = 'stryd-monthly') => ({
    plan_type: plan,
    status: status as 'active',
    current_period_end: end,
    updated_at: '2030-01-01T00:00:00Z',
  });
  it.each([
    ['trialing', null, 'stryd-monthly'],
    ['active', '2030-02-01T00:00:00Z', 'stryd-monthly'],
    ['active', new Date(now.getTime() - RENEWAL_GRACE_MS + 60_000).toISOString(), 'stryd-monthly'],
    ['active', new Date(now.getTime() - RENEWAL_GRACE_MS - 60_000).toISOString(), 'free'],
    ['canceled', '2030-01-11T00:00:00Z', 'stryd-monthly'],
    ['canceled', '2030-01-09T00:00:00Z', 'free'],
    ['canceled', null, 'free'],
    ['past_due', '2030-01-11T00:00:00Z', 'stryd-monthly'],
    ['expired', '2030-03-01T00:00:00Z', 'free'],
  ])('%s until %s → %s', (status, end, plan) => {
    expect(derivePlan([sub(status, end)], 'free', now)).toBe(plan);
  });
  it('takes the newest granting subscription, then the profile grant', () => {
    expect(
      derivePlan(
        [sub('expired', null, 'stryd-annually'), sub('active', null, 'stryd-quarterly')],
        'stryd-monthly',
        now,
      ),
    ).toBe('stryd-quarterly');
    expect(derivePlan([sub('expired', null)], 'stryd-annually', now)).toBe('stryd-annually');
  });
});

describe('PREMIUM_GATING=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { PREMIUM_GATING: 'off', DEMO_CHECKOUT: 'false' });
  });
  afterAll(async () => t.close());

  it('lets free users through every premium gate, and says so', async () => {
    const user = await signUp(t.app);
    await expect(
      requirePremium(t.context.database.db, user.id, t.context.clock.now()),
    ).resolves.toBeUndefined();
    await createRoutine(t, user, 'Open House');
    const me = await t.app.inject(as(user, { method: 'GET', url: '/api/me' }));
    expect(me.json().user.userPlan).toBe('stryd-annually');
    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toMatchObject({ premiumGating: false, checkoutProvider: null });
    const checkout = await t.app.inject(
      as(user, { method: 'POST', url: '/api/payments/checkout', payload: { planType: 'stryd-monthly' } }),
    );
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().code).toBe('PAYMENTS_UNAVAILABLE');
    expect(cookieFrom(checkout)).toBe('');
  });
});
