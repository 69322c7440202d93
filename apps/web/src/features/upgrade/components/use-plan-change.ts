import { PAYMENT_TOAST_DURATION_MS, planByType } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { formatPlanDate } from '../../../lib/plan-labels';
import { refreshSession } from '../../../lib/session';
import { type SubscriptionAnswer, subscriptionQuery } from '../../../lib/subscription';
import { toast } from '../../../lib/toast';
import { changePlan, type PlanChange } from '../api/payments';

function successMessage(change: PlanChange, answer: SubscriptionAnswer): string {
  const endsAt = answer.subscription?.endsAt;
  switch (change.action) {
    case 'cancel':
      return endsAt
        ? `Your plan is cancelled. Stryd Plus stays until ${formatPlanDate(endsAt)}.`
        : 'Your plan is cancelled.';
    case 'resume':
      return 'Your plan is resumed.';
    case 'switch':
      return `Switched to ${planByType(change.planType)?.name ?? change.planType}.`;
  }
}

/**
 * Cancel, resume or switch the viewer's plan: the answer replaces the shown subscription, the session
 * is re-read (the plan may have changed) and a payment toast (5000 ms) says how it went. A change the
 * buyer must approve at the provider (PayPal) sends them there.
 */
export function usePlanChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: async (answer, change) => {
      queryClient.setQueryData(subscriptionQuery(userId).queryKey, answer);
      if (answer.approvalUrl) {
        toast.success('Approve the change at your payment provider.', {
          duration: PAYMENT_TOAST_DURATION_MS,
        });
        window.location.assign(answer.approvalUrl);
        return;
      }
      toast.success(successMessage(change, answer), { duration: PAYMENT_TOAST_DURATION_MS });
      await refreshSession(queryClient);
    },
    onError: (error) => {
      const message =
        error instanceof ApiError ? error.message : 'Your plan could not be changed. Please try again.';
      toast.error(message, { duration: PAYMENT_TOAST_DURATION_MS });
    },
  });
}
