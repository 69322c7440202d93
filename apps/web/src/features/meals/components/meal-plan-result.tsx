import { Check, Save } from 'lucide-react';
import { Link } from 'react-router';
import { MealPlanTable } from '../../../lib/ui/meal-plan-table';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import type { GeneratedMealPlan } from '../api/generate-meal-plan';

export interface MealPlanResultProps {
  plan: GeneratedMealPlan;
  /** Save is offered only when the plan may be saved (docs/product.md#saving-a-meal-plan). */
  canSave: boolean;
  saving: boolean;
  saved: boolean;
  onSave: () => void;
}

/** The generated week: plan name, reason, the 7-day table and Save. */
export function MealPlanResult({ plan, canSave, saving, saved, onSave }: MealPlanResultProps) {
  return (
    <section aria-labelledby="meal-plan-heading" className={`${cardStyles} mt-6`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-accent-text uppercase">Your 7-day plan</p>
          <h2 id="meal-plan-heading" className="text-xl font-bold tracking-tight">
            {plan.planName}
          </h2>
          {plan.reason ? <p className="mt-1 text-sm text-muted">{plan.reason}</p> : null}
        </div>
        {canSave ? (
          saved ? (
            <Link to="/profile-page?tab=meals" className={buttonStyles.secondary}>
              <Check aria-hidden="true" className="h-4 w-4" />
              Saved · view on profile
            </Link>
          ) : (
            <button type="button" onClick={onSave} disabled={saving} className={buttonStyles.primary}>
              <Save aria-hidden="true" className="h-4 w-4" />
              {saving ? 'Saving…' : 'Save'}
            </button>
          )
        ) : null}
      </div>
      <div className="mt-4">
        <MealPlanTable planName={plan.planName} days={plan.days} />
      </div>
    </section>
  );
}
