import type { SubscriptionAnswer } from '@stryd/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

// Shared: /upgrade manages the plan, /settings shows it; one query key keeps both in step.

export type { SubscriptionAnswer };
export type Subscription = NonNullable<SubscriptionAnswer['subscription']>;

/** The viewer's plan and the subscription behind it, with what they may do (GET /payments/subscription). */
export const subscriptionQuery = (userId: string) =>
  queryOptions({
    queryKey: ['payments', 'subscription', userId] as const,
    queryFn: ({ signal }) => apiFetch<SubscriptionAnswer>('/payments/subscription', { signal }),
  });
