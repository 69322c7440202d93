import type { Clock } from '../../clock';
import type { PaymentsConfig } from '../../config';
import { createDemoProvider, type DemoProvider } from './demo';
import { createGooglePlayVerifier, type GooglePlayVerifier } from './google-play';
import { createLemonSqueezyProvider } from './lemonsqueezy';
import type { PaymentProvider, WebProviderName } from './payment-provider';
import { createPayPalProvider } from './paypal';
import { createStripeProvider } from './stripe';

export interface PaymentProviders {
  /** Creates web checkouts (PAYMENT_PROVIDER, else the first configured, else demo); null: none. */
  checkout: PaymentProvider | null;
  /** Every configured provider, by name: their webhooks stay accepted even when another sells. */
  byName: Partial<Record<WebProviderName, PaymentProvider>>;
  demo: DemoProvider | null;
  googlePlay: GooglePlayVerifier | null;
}

/** The configured providers; `clock` stamps the provider answers they read (decision 012). */
export function createPaymentProviders(
  config: PaymentsConfig,
  authSecret: string,
  clock: Clock,
): PaymentProviders {
  const demo = config.demoCheckout ? createDemoProvider(authSecret, config.trialDays, clock) : null;
  const byName: PaymentProviders['byName'] = {
    ...(demo ? { demo } : {}),
    ...(config.lemonSqueezy ? { lemonsqueezy: createLemonSqueezyProvider(config.lemonSqueezy, clock) } : {}),
    ...(config.stripe ? { stripe: createStripeProvider(config.stripe, config.trialDays, clock) } : {}),
    ...(config.paypal ? { paypal: createPayPalProvider(config.paypal, clock) } : {}),
  };
  return {
    checkout: config.checkoutProvider ? (byName[config.checkoutProvider] ?? null) : null,
    byName,
    demo,
    googlePlay: config.googlePlay ? createGooglePlayVerifier(config.googlePlay, clock) : null,
  };
}
