import { loginRedirectPath, UI_TEXT } from '@stryd/domain';
import { Salad } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { PageFallback } from '../../../lib/ui/page-fallback';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import { useGenerateMealPlan } from '../api/generate-meal-plan';
import { canSaveMealPlan, useSaveMealPlan } from '../api/save-meal-plan';
import { MealPlanResult } from '../components/meal-plan-result';
import { MealPromptForm } from '../components/meal-prompt-form';

export const MEALS_PREMIUM_MESSAGE = 'Meal plans are a premium feature';
export const MEAL_PLAN_SAVED = 'Meal plan saved';

const SEO = {
  title: 'Meal plans',
  description: 'Generate a weekly meal plan with your AI coach and save it.',
  path: '/meals',
} as const;

/** A heading for a failed generation; the server's message says what happened and when to retry. */
function errorTitle(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'Too many meal plans for now';
    if (error.status === 502 || error.status === 504) return 'The AI coach could not answer';
    if (error.status === 0) return 'You seem to be offline';
  }
  return 'Could not generate a meal plan';
}

function MealsUpsell() {
  return (
    <section aria-labelledby="meals-upsell-heading" className={`${cardStyles} mt-6 text-center`}>
      <span className="mx-auto mb-3 inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        <Salad aria-hidden="true" className="h-6 w-6" />
      </span>
      <h2 id="meals-upsell-heading" className="text-lg font-semibold">
        {MEALS_PREMIUM_MESSAGE}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Plus members get a fresh week of breakfasts, lunches and dinners built around their goals.
      </p>
      <Link to="/upgrade" className={`${buttonStyles.primary} mt-4`}>
        {UI_TEXT.upgradeToPlus}
      </Link>
    </section>
  );
}

/**
 * /meals (docs/product.md#meal-plans): needs login and premium. Prompt, Generate, the 7-day result and Save.
 */
export function MealsPage() {
  const { user, isPending, isPaid } = useSession();
  const generate = useGenerateMealPlan();
  const save = useSaveMealPlan();
  const [lastPrompt, setLastPrompt] = useState('');

  if (isPending) {
    return (
      <>
        <Seo {...SEO} />
        <PageFallback />
      </>
    );
  }
  if (!user) return <Navigate to={loginRedirectPath('/meals')} replace />;

  const run = (prompt: string) => {
    setLastPrompt(prompt);
    save.reset();
    generate.mutate(prompt);
  };

  const plan = generate.isPending ? undefined : generate.data?.mealPlan;
  const premiumLost = generate.error instanceof ApiError && generate.error.status === 402;

  const onSave = () => {
    if (!canSaveMealPlan(user, plan)) return;
    save.mutate(
      { userID: user.id, plan },
      {
        onSuccess: () =>
          toast.success(MEAL_PLAN_SAVED, { description: 'Find it under Meals on your profile.' }),
        onError: (error) => toast.error(error.message || 'Could not save the meal plan. Please try again.'),
      },
    );
  };

  return (
    <>
      <Seo {...SEO} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Meal plans</h1>
      <p className="mt-1 text-muted">Describe how you like to eat and your AI coach plans the week.</p>
      {!isPaid || premiumLost ? (
        <MealsUpsell />
      ) : (
        <>
          <div className={`${cardStyles} mt-6`}>
            <MealPromptForm pending={generate.isPending} onGenerate={run} />
          </div>
          {generate.isPending ? (
            <div role="status" className={`${cardStyles} mt-6 flex items-center gap-3`}>
              <span
                aria-hidden="true"
                className="h-6 w-6 shrink-0 animate-spin rounded-full border-4 border-border border-t-accent motion-reduce:animate-none"
              />
              <span>Generating your meal plan…</span>
            </div>
          ) : null}
          {generate.isError ? (
            <div className="mt-6">
              <ErrorAlert
                message={`${errorTitle(generate.error)}. ${generate.error.message}`}
                onRetry={() => run(lastPrompt)}
              />
            </div>
          ) : null}
          {plan ? (
            <MealPlanResult
              plan={plan}
              canSave={canSaveMealPlan(user, plan)}
              saving={save.isPending}
              saved={save.isSuccess}
              onSave={onSave}
            />
          ) : null}
        </>
      )}
    </>
  );
}
