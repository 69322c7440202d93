import type { CheckoutProvider, PaidPlanType } from '@stryd/domain';
import { ConfigError, type Env } from './env';

/** Per paid plan: the provider's product, variant, price or plan id. */
export type PlanIds = Record<PaidPlanType, string>;

export interface PaymentsConfig {
  /** false (PREMIUM_GATING=off): every signed-in user passes every premium gate (private instances). */
  premiumGating: boolean;
  /** Which provider creates web checkouts; null when none is available (checkout answers 503). */
  checkoutProvider: CheckoutProvider | null;
  demoCheckout: boolean;
  trialDays: number;
  lemonSqueezy: {
    apiKey: string;
    storeId: string;
    variants: PlanIds;
    webhookSecret: string;
    apiUrl: string;
  } | null;
  stripe: { secretKey: string; webhookSecret: string; prices: PlanIds; apiHost: string | null } | null;
  paypal: { clientId: string; secret: string; webhookId: string; plans: PlanIds; apiUrl: string } | null;
  googlePlay: { packageName: string; serviceAccountJson: string; apiUrl: string; tokenUrl: string } | null;
}

/** All of a provider's settings, or none of them: a half-configured provider stops the server. */
function allOrNone<T extends Record<string, string | undefined>>(
  name: string,
  values: T,
): { [K in keyof T]: string } | null {
  const missing = Object.entries(values).filter(([, v]) => !v);
  if (missing.length === Object.keys(values).length) return null;
  if (missing.length > 0) {
    throw new ConfigError(`Invalid settings:\n  ${name}: also set ${missing.map(([k]) => k).join(', ')}`);
  }
  return values as { [K in keyof T]: string };
}

/** Only this machine: localhost, *.localhost or a loopback address (brackets around IPv6 allowed). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** Served only to this machine. */
export function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

/**
 * The demo checkout hands out premium for free, so unless DEMO_CHECKOUT says otherwise it is on only
 * for a server that nobody else can reach: it listens on loopback (HOST, loopback by default) and names
 * a loopback BASE_URL, as a plain `npm start`, the tests and e2e run it.
 */
export function paymentsFrom(env: Env, baseUrl: string): PaymentsConfig {
  const demoCheckout = env.DEMO_CHECKOUT ?? (isLoopbackHost(env.HOST) && isLoopbackUrl(baseUrl));
  const trim = (url: string) => url.replace(/\/+$/, '');
  const ls = allOrNone('LEMONSQUEEZY_*', {
    LEMONSQUEEZY_API_KEY: env.LEMONSQUEEZY_API_KEY,
    LEMONSQUEEZY_STORE_ID: env.LEMONSQUEEZY_STORE_ID,
    LEMONSQUEEZY_VARIANT_MONTHLY: env.LEMONSQUEEZY_VARIANT_MONTHLY,
    LEMONSQUEEZY_VARIANT_QUARTERLY: env.LEMONSQUEEZY_VARIANT_QUARTERLY,
    LEMONSQUEEZY_VARIANT_ANNUALLY: env.LEMONSQUEEZY_VARIANT_ANNUALLY,
    LEMONSQUEEZY_WEBHOOK_SECRET: env.LEMONSQUEEZY_WEBHOOK_SECRET,
  });
  const stripe = allOrNone('STRIPE_*', {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: env.STRIPE_PRICE_MONTHLY,
    STRIPE_PRICE_QUARTERLY: env.STRIPE_PRICE_QUARTERLY,
    STRIPE_PRICE_ANNUALLY: env.STRIPE_PRICE_ANNUALLY,
  });
  const paypal = allOrNone('PAYPAL_*', {
    PAYPAL_CLIENT_ID: env.PAYPAL_CLIENT_ID,
    PAYPAL_SECRET: env.PAYPAL_SECRET,
    PAYPAL_WEBHOOK_ID: env.PAYPAL_WEBHOOK_ID,
    PAYPAL_PLAN_MONTHLY: env.PAYPAL_PLAN_MONTHLY,
    PAYPAL_PLAN_QUARTERLY: env.PAYPAL_PLAN_QUARTERLY,
    PAYPAL_PLAN_ANNUALLY: env.PAYPAL_PLAN_ANNUALLY,
  });
  const play = allOrNone('GOOGLE_PLAY_*', {
    GOOGLE_PLAY_PACKAGE_NAME: env.GOOGLE_PLAY_PACKAGE_NAME,
    GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: env.GOOGLE_PLAY_SERVICE_ACCOUNT_JSON,
  });
  const configured = { lemonsqueezy: ls, stripe, paypal };
  let checkoutProvider: PaymentsConfig['checkoutProvider'] =
    env.PAYMENT_PROVIDER ??
    (ls ? 'lemonsqueezy' : stripe ? 'stripe' : paypal ? 'paypal' : demoCheckout ? 'demo' : null);
  if (checkoutProvider === 'demo' && !demoCheckout) checkoutProvider = null;
  if (checkoutProvider && checkoutProvider !== 'demo' && !configured[checkoutProvider]) {
    throw new ConfigError(
      `Invalid settings:\n  PAYMENT_PROVIDER: ${checkoutProvider} needs its settings (see README)`,
    );
  }
  return {
    premiumGating: env.PREMIUM_GATING === 'on',
    checkoutProvider,
    demoCheckout,
    trialDays: 3,
    lemonSqueezy: ls && {
      apiKey: ls.LEMONSQUEEZY_API_KEY,
      storeId: ls.LEMONSQUEEZY_STORE_ID,
      variants: {
        'stryd-monthly': ls.LEMONSQUEEZY_VARIANT_MONTHLY,
        'stryd-quarterly': ls.LEMONSQUEEZY_VARIANT_QUARTERLY,
        'stryd-annually': ls.LEMONSQUEEZY_VARIANT_ANNUALLY,
      },
      webhookSecret: ls.LEMONSQUEEZY_WEBHOOK_SECRET,
      apiUrl: trim(env.LEMONSQUEEZY_API_URL),
    },
    stripe: stripe && {
      secretKey: stripe.STRIPE_SECRET_KEY,
      webhookSecret: stripe.STRIPE_WEBHOOK_SECRET,
      prices: {
        'stryd-monthly': stripe.STRIPE_PRICE_MONTHLY,
        'stryd-quarterly': stripe.STRIPE_PRICE_QUARTERLY,
        'stryd-annually': stripe.STRIPE_PRICE_ANNUALLY,
      },
      apiHost: env.STRIPE_API_HOST ? trim(env.STRIPE_API_HOST) : null,
    },
    paypal: paypal && {
      clientId: paypal.PAYPAL_CLIENT_ID,
      secret: paypal.PAYPAL_SECRET,
      webhookId: paypal.PAYPAL_WEBHOOK_ID,
      plans: {
        'stryd-monthly': paypal.PAYPAL_PLAN_MONTHLY,
        'stryd-quarterly': paypal.PAYPAL_PLAN_QUARTERLY,
        'stryd-annually': paypal.PAYPAL_PLAN_ANNUALLY,
      },
      apiUrl: trim(env.PAYPAL_API_URL),
    },
    googlePlay: play && {
      packageName: play.GOOGLE_PLAY_PACKAGE_NAME,
      serviceAccountJson: play.GOOGLE_PLAY_SERVICE_ACCOUNT_JSON,
      apiUrl: trim(env.GOOGLE_PLAY_API_URL),
      tokenUrl: env.GOOGLE_PLAY_TOKEN_URL,
    },
  };
}
