import { isPaidPlan, PLUS_LABEL, planByType, UI_TEXT } from '@stryd/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { STATUS_LABELS } from '../../../lib/plan-labels';
import type { CurrentUser } from '../../../lib/session';
import { subscriptionQuery } from '../../../lib/subscription';
import { CardSection } from '../../../lib/ui/card-section';
import { PlanDates } from '../../../lib/ui/plan-dates';
import { buttonStyles } from '../../../lib/ui/styles';

/** "Free" or "Stryd Plus Monthly". */
function planName(userPlan: string): string {
  if (!isPaidPlan(userPlan)) return 'Free';
  return `${PLUS_LABEL} ${planByType(userPlan)?.name ?? userPlan}`;
}

/**
 * The member's plan at a glance (docs/product.md#beyond-the-brief): which, its trial and renewal, and a link to
 * /upgrade, where it is bought and managed. Until the plan's answer arrives the session's plan is shown.
 */
export function PlanSection({ user }: { user: CurrentUser }) {
  const { data } = useQuery(subscriptionQuery(user.id));
  const userPlan = data?.userPlan ?? user.userPlan;
  const subscription = data?.subscription?.live ? data.subscription : null;
  return (
    <CardSection headingId="plan-heading" title="Plan">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Plan</dt>
        <dd className="font-semibold">{planName(userPlan)}</dd>
        {subscription ? (
          <>
            <dt className="text-muted">Status</dt>
            <dd>{STATUS_LABELS[subscription.status]}</dd>
            <PlanDates subscription={subscription} />
          </>
        ) : null}
      </dl>
      <Link to="/upgrade" className={buttonStyles.secondary}>
        {isPaidPlan(userPlan) ? 'Manage plan' : UI_TEXT.upgradeToPlus}
      </Link>
    </CardSection>
  );
}
