import { planByType } from '@stryd/domain';
import { useState } from 'react';
import { formatPlanDate, PROVIDER_LABELS, STATUS_LABELS } from '../../../lib/plan-labels';
import type { Subscription } from '../../../lib/subscription';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { PlanDates } from '../../../lib/ui/plan-dates';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import type { usePlanChange } from './use-plan-change';

interface YourPlanProps {
  subscription: Subscription;
  change: ReturnType<typeof usePlanChange>;
}

/**
 * A subscriber's plan: what it is, its status, when its trial ends and it renews or ends, who bills it,
 * and Cancel/Resume.
 */
export function YourPlan({ subscription, change }: YourPlanProps) {
  const [confirming, setConfirming] = useState(false);
  const plan = planByType(subscription.planType);
  const busy = change.isPending;
  const pending = change.variables?.action;

  const cancel = () => change.mutate({ action: 'cancel' }, { onSettled: () => setConfirming(false) });

  return (
    <section aria-labelledby="your-plan-heading" className={`${cardStyles} mt-6`}>
      <h2 id="your-plan-heading" className="text-xl font-bold tracking-tight">
        Your plan
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Plan</dt>
        <dd className="font-semibold">
          {plan ? `${plan.name} (${plan.priceLabel}${plan.periodLabel})` : subscription.planType}
        </dd>
        <dt className="text-muted">Status</dt>
        <dd>{STATUS_LABELS[subscription.status]}</dd>
        <PlanDates subscription={subscription} />
        <dt className="text-muted">Billed by</dt>
        <dd>{PROVIDER_LABELS[subscription.provider]}</dd>
      </dl>
      {subscription.note ? <p className="mt-3 text-sm text-muted">{subscription.note}</p> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {subscription.actions.cancel ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Cancel plan
          </button>
        ) : null}
        {subscription.actions.resume ? (
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={busy}
            onClick={() => change.mutate({ action: 'resume' })}
          >
            {busy && pending === 'resume' ? 'Resuming…' : 'Resume plan'}
          </button>
        ) : null}
        {subscription.manageUrl ? (
          <a
            href={subscription.manageUrl}
            className={buttonStyles.secondary}
            rel="noreferrer"
            target="_blank"
          >
            Manage in Google Play
          </a>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        busy={busy}
        title="Cancel your plan?"
        description={
          subscription.renewsAt
            ? `It will not renew. You keep Stryd Plus until ${formatPlanDate(subscription.renewsAt)}.`
            : 'It will not renew. You keep Stryd Plus until the end of the period paid for.'
        }
        keepLabel="Keep plan"
        confirmLabel={busy && pending === 'cancel' ? 'Cancelling…' : 'Cancel plan'}
        onKeep={() => setConfirming(false)}
        onConfirm={cancel}
      />
    </section>
  );
}
