import type { Subscription, SubscriptionAnswer } from '../lib/subscription';

/** When a test subscription renews, and how the plan screens write that date. */
export const RENEWS = '2031-05-20T12:00:00.000Z';
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** A live demo Monthly in its free trial, as GET /api/payments/subscription describes it. */
export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  provider: 'demo',
  planType: 'stryd-monthly',
  status: 'trialing',
  trialEndsAt: '2031-04-23T12:00:00.000Z',
  currentPeriodEnd: RENEWS,
  live: true,
  cancelAtPeriodEnd: false,
  renewsAt: RENEWS,
  endsAt: null,
  actions: { cancel: true, resume: false, switchTo: ['stryd-quarterly', 'stryd-annually'] },
  manageUrl: null,
  note: null,
  ...overrides,
});

export const subscriptionAnswer = (
  sub: Subscription,
  userPlan: string = sub.planType,
): SubscriptionAnswer => ({
  userPlan,
  subscription: sub,
  approvalUrl: null,
});
