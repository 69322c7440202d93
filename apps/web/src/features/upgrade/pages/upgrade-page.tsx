import {
  loginRedirectPath,
  PAYMENT_TOAST_DURATION_MS,
  PLANS,
  PLUS_LABEL,
  type Plan,
  STORE_PRODUCT_IDS,
} from '@stryd/domain';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Seo } from '../../../lib/seo';
import { type CurrentUser, refreshSession, useSession } from '../../../lib/session';
import { type Subscription, subscriptionQuery } from '../../../lib/subscription';
import { toast } from '../../../lib/toast';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { PageFallback } from '../../../lib/ui/page-fallback';
import { checkoutQuery, paymentsInfoQuery, verifyGooglePlay } from '../api/payments';
import { getBilling } from '../billing/billing';
import { purchaseWithStore } from '../billing/purchase-flow';
import { PaymentsUnavailable } from '../components/payments-unavailable';
import { PlanCard, type PlanCardAction, planCardKind } from '../components/plan-card';
import { usePlanChange } from '../components/use-plan-change';
import { YourPlan } from '../components/your-plan';

const TITLE = 'Plans';
const DESCRIPTION = 'Choose a Plus plan to unlock routines, AI generation, meal plans and XP.';

/**
 * /upgrade and its states (docs/product.md#upgrade-page): loading, init error, redirecting to login, ready.
 */
export function UpgradePage() {
  const { user, isPending } = useSession();
  if (isPending) return <PageFallback />;
  if (!user) {
    return (
      <>
        <Seo title={TITLE} description={DESCRIPTION} noIndex />
        <p role="status" className="py-8 text-center text-muted">
          Redirecting to login...
        </p>
        <Navigate to={loginRedirectPath('/upgrade')} replace />
      </>
    );
  }
  return <PlansPage user={user} />;
}

interface InitError {
  message: string;
  type: string;
  time: number;
}

/** Why a subscriber cannot switch to another plan from here right now. */
function switchUnavailableReason(subscription: Subscription): string {
  if (subscription.provider === 'google-play') return 'Switch plans in Google Play';
  if (subscription.cancelAtPeriodEnd) return 'Resume your plan to switch';
  return 'Switching is not available for this plan';
}

function describeError(error: unknown, time: number): InitError {
  if (error instanceof ApiError) return { message: error.message, type: error.code, time };
  if (error instanceof Error) return { message: error.message, type: error.name, time };
  return { message: String(error), type: 'Error', time };
}

function PlansPage({ user }: { user: CurrentUser }) {
  const billing = getBilling();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [buying, setBuying] = useState<string | null>(null);

  const info = useQuery(paymentsInfoQuery);
  const current = useQuery(subscriptionQuery(user.id));
  const change = usePlanChange(user.id);
  // A subscriber manages the plan they have; only someone without one is offered checkouts.
  const subscription = current.data?.subscription?.live ? current.data.subscription : null;
  const store = useQuery({
    queryKey: ['payments', 'store-billing'] as const,
    queryFn: async () => {
      const supported = await billing.isBillingSupported();
      const products = supported ? await billing.listSubscriptionProducts(STORE_PRODUCT_IDS) : [];
      return { supported, products };
    },
    enabled: billing.native,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const ungated = info.data ? !info.data.premiumGating : false;
  const webCheckout = Boolean(!billing.native && info.data?.premiumGating && info.data.checkoutProvider);
  const checkouts = useQueries({
    queries: PLANS.map((plan) => ({
      ...checkoutQuery(user.id, plan.planType),
      enabled: webCheckout && current.isSuccess && !subscription && user.userPlan !== plan.planType,
    })),
  });

  const queries = [info, current, store, ...checkouts];
  // Not a fault to retry but how the server is set up: said in words, without a code (issue 30). A
  // subscriber still sees the plan they have.
  const unavailable =
    (info.data &&
      !subscription &&
      !billing.native &&
      info.data.premiumGating &&
      !info.data.checkoutProvider) ||
    queries.some((query) => query.error instanceof ApiError && query.error.code === 'PAYMENTS_UNAVAILABLE');
  // A failed refetch of what the page already holds (offline, the server away) keeps the plans on screen:
  // only an answer never had is an error.
  const failed = queries.find((query) => query.isLoadingError);
  const error = failed && !unavailable ? describeError(failed.error, failed.errorUpdatedAt) : null;

  const retry = () => {
    void info.refetch();
    if (current.isError) void current.refetch();
    if (billing.native) void store.refetch();
    for (const query of checkouts) if (query.isError) void query.refetch();
  };

  const subscribe = async (plan: Plan) => {
    setBuying(plan.planType);
    const outcome = await purchaseWithStore({
      billing,
      products: store.data?.products ?? [],
      plan,
      userId: user.id,
      verify: verifyGooglePlay,
    });
    setBuying(null);
    if (outcome.ok) {
      toast.success(outcome.message, { duration: PAYMENT_TOAST_DURATION_MS });
      await refreshSession(queryClient);
      navigate('/plan-confirm');
    } else {
      toast.error(outcome.message, { duration: PAYMENT_TOAST_DURATION_MS });
    }
  };

  const actionFor = (plan: Plan, index: number): PlanCardAction => {
    const kind = planCardKind({
      subscribed: (subscription?.planType ?? user.userPlan) === plan.planType,
      native: billing.native,
      billingSupported: store.data?.supported ?? false,
      checkoutUrl: checkouts[index]?.data?.url ?? null,
      ungated,
      managing: Boolean(subscription),
      switchable: Boolean(subscription?.actions.switchTo.includes(plan.planType)),
    });
    switch (kind) {
      case 'switch':
        return {
          kind,
          busy: change.isPending,
          switching:
            change.isPending &&
            change.variables?.action === 'switch' &&
            change.variables.planType === plan.planType,
          onSwitch: () => change.mutate({ action: 'switch', planType: plan.planType }),
        };
      case 'switch-unavailable':
        return { kind, reason: switchUnavailableReason(subscription!) };
      case 'checkout':
        return { kind, url: checkouts[index]!.data!.url };
      case 'google-play':
        return { kind, busy: buying !== null, onSubscribe: () => void subscribe(plan) };
      default:
        return { kind } as PlanCardAction;
    }
  };

  return (
    <>
      <Seo title={TITLE} description={DESCRIPTION} noIndex />
      <section aria-labelledby="upgrade-heading" className="mx-auto max-w-5xl py-4">
        <h1 id="upgrade-heading" className="text-3xl font-bold tracking-tight">
          {subscription ? `Your ${PLUS_LABEL} plan` : `Upgrade to ${PLUS_LABEL}`}
        </h1>
        <p className="mt-2 text-muted">
          {subscription
            ? 'See your plan, switch to another one, cancel or resume it.'
            : 'Unlock every routine, AI generation, meal plans and XP. Your first plan starts with a free 3-day trial.'}
        </p>
        {info.isPending || current.isPending || (billing.native && store.isPending) ? (
          <PageFallback />
        ) : unavailable ? (
          <PaymentsUnavailable />
        ) : error ? (
          <div className="mt-6">
            <ErrorAlert message={`We could not load the payment options: ${error.message}`} onRetry={retry}>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-muted">
                <dt>Type</dt>
                <dd>{error.type}</dd>
                <dt>Time</dt>
                <dd>
                  <time dateTime={new Date(error.time).toISOString()}>
                    {new Date(error.time).toLocaleString()}
                  </time>
                </dd>
              </dl>
            </ErrorAlert>
          </div>
        ) : (
          <>
            {ungated ? (
              <p role="note" className="mt-4 rounded-xl bg-accent-soft px-4 py-3 text-sm text-fg">
                Every feature is already unlocked for everyone on this server.
              </p>
            ) : null}
            {subscription ? <YourPlan subscription={subscription} change={change} /> : null}
            <div className="mt-6 grid gap-4 md:grid-cols-3">
              {PLANS.map((plan, index) => (
                <PlanCard key={plan.planType} plan={plan} action={actionFor(plan, index)} />
              ))}
            </div>
          </>
        )}
      </section>
    </>
  );
}
