import type { CheckoutAnswer, GooglePlayVerification, PaidPlanType, PaymentsInfo } from '@stryd/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { SubscriptionAnswer } from '../../../lib/subscription';

export type { GooglePlayVerification, PaymentsInfo };
export type Checkout = CheckoutAnswer;

export const paymentsInfoQuery = queryOptions({
  queryKey: ['payments', 'config'] as const,
  queryFn: ({ signal }) => apiFetch<PaymentsInfo>('/payments/config', { signal }),
  staleTime: 5 * 60_000,
});

/** One hosted checkout per plan card, created when the page opens (docs/product.md#plan-cards). */
export const checkoutQuery = (userId: string, planType: PaidPlanType) =>
  queryOptions({
    queryKey: ['payments', 'checkout', userId, planType] as const,
    queryFn: () => apiFetch<Checkout>('/payments/checkout', { method: 'POST', body: { planType } }),
    staleTime: 10 * 60_000,
    gcTime: 10 * 60_000,
    retry: false,
  });

export function verifyGooglePlay(body: {
  purchaseToken: string;
  productId: string;
  userId: string;
  packageName: string;
}): Promise<GooglePlayVerification> {
  return apiFetch<GooglePlayVerification>('/payments/verify-google-play', { method: 'POST', body });
}

export type PlanChange =
  | { action: 'cancel' }
  | { action: 'resume' }
  | { action: 'switch'; planType: PaidPlanType };

/** Cancel (at period end), resume or switch the viewer's plan; answers the new view. */
export function changePlan(change: PlanChange): Promise<SubscriptionAnswer> {
  const body = change.action === 'switch' ? { planType: change.planType } : {};
  return apiFetch<SubscriptionAnswer>(`/payments/subscription/${change.action}`, { method: 'POST', body });
}
