import { UI_TEXT } from '@stryd/domain';
import { Salad } from 'lucide-react';
import { Link } from 'react-router';
import { MealPlanTable } from '../../../lib/ui/meal-plan-table';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import type { SavedMealPlan } from '../api/get-user-profile';

/**
 * /profile-page Meals tab (docs/product.md#own-profile): saved plans with their days, or 'Open Meal Plans'
 * when there are none.
 */
export function SavedMealPlans({ plans }: { plans: SavedMealPlan[] }) {
  if (plans.length === 0) {
    return (
      <div className={`${cardStyles} text-center`}>
        <span className="mx-auto mb-3 inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <Salad aria-hidden="true" className="h-6 w-6" />
        </span>
        <h2 className="text-lg font-semibold">No saved meal plans yet</h2>
        <p className="mt-1 text-sm text-muted">
          Generate a week of meals with your AI coach and save it here.
        </p>
        <Link to="/meals" className={`${buttonStyles.primary} mt-4`}>
          {UI_TEXT.openMealPlans}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <h2 className="sr-only">Saved meal plans</h2>
      {plans.map((plan) => (
        <article key={plan.id} aria-labelledby={`meal-plan-${plan.id}`} className={cardStyles}>
          <header className="mb-3">
            <h3 id={`meal-plan-${plan.id}`} className="text-lg font-semibold">
              {plan.planName}
            </h3>
            <p className="text-xs text-muted">
              Saved <time dateTime={plan.createdDate}>{plan.createdDate}</time>
            </p>
            {plan.reason ? <p className="mt-2 text-sm text-muted">{plan.reason}</p> : null}
          </header>
          <MealPlanTable planName={plan.planName} days={plan.days} />
        </article>
      ))}
      <Link to="/meals" className={buttonStyles.secondary}>
        {UI_TEXT.openMealPlans}
      </Link>
    </div>
  );
}
