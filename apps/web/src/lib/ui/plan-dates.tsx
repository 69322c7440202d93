import { formatPlanDate } from '../plan-labels';
import type { Subscription } from '../subscription';

/**
 * A plan's dates as rows of a description list (docs/product.md#upgrade-page): when a free trial ends,
 * then when the plan renews or ends. Shared by /upgrade's Your plan and Settings' Plan.
 */
export function PlanDates({ subscription }: { subscription: Subscription }) {
  const trialEndsAt = subscription.status === 'trialing' ? subscription.trialEndsAt : null;
  return (
    <>
      {trialEndsAt ? <DateRow term="Trial ends on" iso={trialEndsAt} /> : null}
      {subscription.renewsAt ? <DateRow term="Renews on" iso={subscription.renewsAt} /> : null}
      {subscription.endsAt ? <DateRow term="Ends on" iso={subscription.endsAt} /> : null}
    </>
  );
}

function DateRow({ term, iso }: { term: string; iso: string }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd>
        <time dateTime={iso}>{formatPlanDate(iso)}</time>
      </dd>
    </>
  );
}
