import { PLANS, PURCHASE_MESSAGES } from '@stryd/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GooglePlayVerification } from '../api/payments';
import { planCardKind } from '../components/plan-card';
import {
  type Billing,
  createNativeBilling,
  getBilling,
  type NativePurchasesPlugin,
  setBillingForTests,
  webBilling,
} from './billing';
import { purchaseWithStore } from './purchase-flow';

const capacitor = vi.hoisted(() => ({ native: false, registered: [] as string[] }));
vi.mock('@capacitor/core', () => ({
  Capacitor: { isNativePlatform: () => capacitor.native },
  registerPlugin: (name: string) => {
    capacitor.registered.push(name);
    return { isBillingSupported: async () => ({ isBillingSupported: true }) };
  },
}));

afterEach(() => setBillingForTests(null));

function plugin(overrides: Partial<NativePurchasesPlugin> = {}): NativePurchasesPlugin {
  return {
    isBillingSupported: async () => ({ isBillingSupported: true }),
    getProducts: async ({ productIdentifiers }) => ({
      products: productIdentifiers.map((identifier) => ({
        identifier,
        title: identifier,
        priceString: '$5.00',
      })),
    }),
    purchaseProduct: async ({ productIdentifier }) => ({
      purchaseToken: 'token-1',
      productIdentifier,
    }),
    ...overrides,
  };
}

describe('Billing', () => {
  it('in a browser: the web billing, which supports no store', async () => {
    capacitor.native = false;
    const billing = getBilling();
    expect(billing).toBe(webBilling);
    expect(billing.native).toBe(false);
    await expect(billing.isBillingSupported()).resolves.toBe(false);
    await expect(billing.listSubscriptionProducts(['stryd_monthly'])).resolves.toEqual([]);
    await expect(billing.purchase('stryd_monthly')).rejects.toThrow();
  });

  it("in the native wrapper: the plugin from Capacitor's registry", async () => {
    capacitor.native = true;
    const billing = getBilling();
    expect(billing.native).toBe(true);
    expect(capacitor.registered).toContain('NativePurchases');
    await expect(billing.isBillingSupported()).resolves.toBe(true);
  });

  it('native: lists subscription products and returns the purchase to verify', async () => {
    const calls: unknown[] = [];
    const billing = createNativeBilling(
      plugin({
        purchaseProduct: async (options) => {
          calls.push(options);
          return { purchaseToken: 'tok', productIdentifier: options.productIdentifier };
        },
      }),
      'com.stryd.app',
    );
    await expect(billing.listSubscriptionProducts(['stryd_monthly'])).resolves.toEqual([
      { productId: 'stryd_monthly', title: 'stryd_monthly', priceLabel: '$5.00' },
    ]);
    await expect(billing.purchase('stryd_monthly')).resolves.toEqual({
      purchaseToken: 'tok',
      productId: 'stryd_monthly',
      packageName: 'com.stryd.app',
    });
    expect(calls).toEqual([
      {
        productIdentifier: 'stryd_monthly',
        planIdentifier: 'stryd_monthly',
        productType: 'subs',
        quantity: 1,
      },
    ]);
  });

  it('native unsupported: a plugin that fails or says no means no billing', async () => {
    const failing = createNativeBilling(
      plugin({
        isBillingSupported: async () => {
          throw new Error('no play services');
        },
      }),
      'com.stryd.app',
    );
    await expect(failing.isBillingSupported()).resolves.toBe(false);
    const no = createNativeBilling(
      plugin({ isBillingSupported: async () => ({ isBillingSupported: false }) }),
      'x',
    );
    await expect(no.isBillingSupported()).resolves.toBe(false);
  });
});

describe('plan card states', () => {
  const base = {
    subscribed: false,
    native: false,
    billingSupported: false,
    checkoutUrl: null,
    ungated: false,
  };
  it.each([
    ['subscribed wins', { subscribed: true, native: true }, 'subscribed'],
    ['web, checkout created', { checkoutUrl: '/pay' }, 'checkout'],
    ['web, checkout not yet created', {}, 'loading'],
    ['native, billing supported', { native: true, billingSupported: true }, 'google-play'],
    ['native, billing not supported', { native: true }, 'unsupported'],
    ['premium gating off', { ungated: true }, 'included'],
  ])('%s', (_name, input, kind) => {
    expect(planCardKind({ ...base, ...input })).toBe(kind);
  });
});

describe('store purchase alerts', () => {
  const monthly = PLANS[0]!;
  const products = [{ productId: 'stryd_monthly', title: 'Monthly', priceLabel: '$5.00' }];
  const run = (
    billing: Billing,
    verify: () => Promise<GooglePlayVerification> = async () => ({
      success: true,
      planType: monthly.planType,
      error: null,
    }),
  ) => purchaseWithStore({ billing, products, plan: monthly, userId: 'u1', verify });

  it('success', async () => {
    const verify = vi.fn(async () => ({ success: true, planType: monthly.planType, error: null }));
    const outcome = await run(createNativeBilling(plugin(), 'com.stryd.app'), verify);
    expect(outcome).toEqual({ ok: true, message: 'Purchase successful! Your subscription is now active.' });
    expect(verify).toHaveBeenCalledWith({
      purchaseToken: 'token-1',
      productId: 'stryd_monthly',
      packageName: 'com.stryd.app',
      userId: 'u1',
    });
  });

  it('the store refuses', async () => {
    const billing = createNativeBilling(
      plugin({
        purchaseProduct: async () => {
          throw new Error('User cancelled');
        },
      }),
      'x',
    );
    expect((await run(billing)).message).toBe('Purchase failed: User cancelled. Please try again.');
  });

  it('the server cannot verify', async () => {
    const outcome = await run(createNativeBilling(plugin(), 'x'), async () => ({
      success: false,
      planType: null,
      error: 'Unknown product',
    }));
    expect(outcome.message).toBe('Purchase verification failed: Unknown product. Please contact support.');
  });

  it('the product is not configured in the store', async () => {
    const outcome = await purchaseWithStore({
      billing: createNativeBilling(plugin(), 'x'),
      products: [],
      plan: monthly,
      userId: 'u1',
      verify: async () => ({ success: true, planType: null, error: null }),
    });
    expect(outcome.message).toBe('Product configuration not found. Please contact support.');
    expect(outcome.message).toBe(PURCHASE_MESSAGES.productNotFound);
  });

  it('anything else goes wrong', async () => {
    const outcome = await run(createNativeBilling(plugin(), 'x'), async () => {
      throw new Error('Network down');
    });
    expect(outcome.message).toBe('An error occurred during purchase: Network down. Please try again.');
  });
});
