import { type Plan, PURCHASE_MESSAGES } from '@stryd/domain';
import type { GooglePlayVerification } from '../api/payments';
import type { Billing, BillingProduct, StorePurchase } from './billing';

export interface PurchaseOutcome {
  ok: boolean;
  /** One of the purchase alerts, word for word (docs/product.md#store-purchases). */
  message: string;
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error ?? '')).trim() || 'unknown reason';

/**
 * A native store purchase (docs/product.md#store-purchases): the product must be configured in the store, the
 * store purchase must succeed, then the server verifies it with Google before the plan changes.
 */
export async function purchaseWithStore(options: {
  billing: Billing;
  products: readonly BillingProduct[];
  plan: Plan;
  userId: string;
  verify: (body: StorePurchase & { userId: string }) => Promise<GooglePlayVerification>;
}): Promise<PurchaseOutcome> {
  const { billing, products, plan, userId, verify } = options;
  if (!products.some((product) => product.productId === plan.productId)) {
    return { ok: false, message: PURCHASE_MESSAGES.productNotFound };
  }
  try {
    let purchase: StorePurchase;
    try {
      purchase = await billing.purchase(plan.productId);
    } catch (error) {
      return { ok: false, message: PURCHASE_MESSAGES.failed(reasonOf(error)) };
    }
    const verification = await verify({ ...purchase, userId });
    if (!verification.success) {
      return {
        ok: false,
        message: PURCHASE_MESSAGES.verificationFailed(verification.error?.trim() || 'unknown error'),
      };
    }
    return { ok: true, message: PURCHASE_MESSAGES.success };
  } catch (error) {
    return { ok: false, message: PURCHASE_MESSAGES.error(reasonOf(error)) };
  }
}
