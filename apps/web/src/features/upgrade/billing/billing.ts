import { Capacitor, registerPlugin } from '@capacitor/core';
import { ANDROID_PACKAGE_NAME } from '../../../lib/native-app';

/** A store subscription product as the native store describes it. */
export interface BillingProduct {
  productId: string;
  title: string;
  priceLabel: string;
}

/** What a completed store purchase gives us to verify on the server (docs/product.md#store-purchases). */
export interface StorePurchase {
  purchaseToken: string;
  productId: string;
  packageName: string;
}

/**
 * Native store billing (docs/product.md#plan-cards): whether billing works here, the subscription
 * products, and a purchase. The web build has no store; the Android wrapper has Google Play.
 */
export interface Billing {
  /** True inside the native wrapper (Capacitor.isNativePlatform()). */
  readonly native: boolean;
  isBillingSupported(): Promise<boolean>;
  listSubscriptionProducts(productIds: readonly string[]): Promise<BillingProduct[]>;
  /** Resolves with the purchase to verify; rejects with the store's reason (cancelled, declined, …). */
  purchase(productId: string): Promise<StorePurchase>;
}

/** In a browser: no store. Plan cards use the web checkout instead. */
export const webBilling: Billing = {
  native: false,
  isBillingSupported: async () => false,
  listSubscriptionProducts: async () => [],
  purchase: async () => {
    throw new Error('Store billing is not available in the browser');
  },
};

/**
 * The native plugin's shape. It matches @capgo/native-purchases (its `NativePurchases` plugin), which
 * the Android project installs (docs/payments.md); the web bundle needs no copy of it.
 */
export interface NativePurchasesPlugin {
  isBillingSupported(): Promise<{ isBillingSupported: boolean }>;
  getProducts(options: { productIdentifiers: string[]; productType: 'subs' }): Promise<{
    products: { identifier: string; title?: string; priceString?: string }[];
  }>;
  purchaseProduct(options: {
    productIdentifier: string;
    planIdentifier?: string;
    productType: 'subs';
    quantity: number;
  }): Promise<{
    transactionId?: string;
    purchaseToken?: string;
    productIdentifier?: string;
    packageName?: string;
  }>;
}

/** Billing through a native plugin (exported for tests, which pass a stand-in plugin). */
export function createNativeBilling(plugin: NativePurchasesPlugin, packageName: string): Billing {
  return {
    native: true,
    async isBillingSupported() {
      try {
        return (await plugin.isBillingSupported()).isBillingSupported === true;
      } catch {
        return false;
      }
    },
    async listSubscriptionProducts(productIds) {
      const { products } = await plugin.getProducts({
        productIdentifiers: [...productIds],
        productType: 'subs',
      });
      return products.map((p) => ({
        productId: p.identifier,
        title: p.title ?? p.identifier,
        priceLabel: p.priceString ?? '',
      }));
    },
    async purchase(productId) {
      const result = await plugin.purchaseProduct({
        productIdentifier: productId,
        planIdentifier: productId,
        productType: 'subs',
        quantity: 1,
      });
      const purchaseToken = result.purchaseToken ?? result.transactionId;
      if (!purchaseToken) throw new Error('the store returned no purchase token');
      return {
        purchaseToken,
        productId: result.productIdentifier ?? productId,
        packageName: result.packageName ?? packageName,
      };
    },
  };
}

let current: Billing | null = null;

/** The billing for this runtime: native inside the Capacitor wrapper, web otherwise. */
export function getBilling(): Billing {
  current ??= Capacitor.isNativePlatform()
    ? createNativeBilling(registerPlugin<NativePurchasesPlugin>('NativePurchases'), ANDROID_PACKAGE_NAME)
    : webBilling;
  return current;
}

/** Tests swap the runtime's billing. */
export function setBillingForTests(billing: Billing | null): void {
  current = billing;
}
