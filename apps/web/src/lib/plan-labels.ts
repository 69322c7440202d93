import type { Subscription } from './subscription';

/** How each status reads on "Your plan" and in Settings' Plan. */
export const STATUS_LABELS: Record<Subscription['status'], string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment due',
  canceled: 'Cancelled',
  expired: 'Ended',
};

/** Who bills the plan. */
export const PROVIDER_LABELS: Record<Subscription['provider'], string> = {
  demo: 'Demo checkout (no money moves)',
  lemonsqueezy: 'Lemon Squeezy',
  stripe: 'Stripe',
  paypal: 'PayPal',
  'google-play': 'Google Play',
};

export const formatPlanDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
