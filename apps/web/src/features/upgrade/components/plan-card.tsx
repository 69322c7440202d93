import { type Plan, PREMIUM_FEATURES } from '@stryd/domain';
import { Check, Crown } from 'lucide-react';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';

/** Plan card states (docs/product.md#plan-cards). */
export type PlanCardAction =
  | { kind: 'subscribed' }
  | { kind: 'checkout'; url: string }
  | { kind: 'loading' }
  | { kind: 'google-play'; busy: boolean; onSubscribe: () => void }
  | { kind: 'unsupported' }
  | { kind: 'included' }
  /** A subscriber's other plans: their provider's plan change, never a second subscription. */
  | { kind: 'switch'; busy: boolean; switching: boolean; onSwitch: () => void }
  | { kind: 'switch-unavailable'; reason: string };

export interface PlanCardStateInput {
  subscribed: boolean;
  native: boolean;
  billingSupported: boolean;
  checkoutUrl: string | null;
  /** PREMIUM_GATING=off: nothing to buy. */
  ungated: boolean;
  /** The user has a live subscription (another plan is a switch, not a purchase). */
  managing?: boolean;
  /** The subscription can be switched to this plan now. */
  switchable?: boolean;
}

/** Which state a plan card is in (docs/product.md#plan-cards); the page adds the action parts. */
export function planCardKind(input: PlanCardStateInput): PlanCardAction['kind'] {
  if (input.subscribed) return 'subscribed';
  if (input.ungated) return 'included';
  if (input.managing) return input.switchable ? 'switch' : 'switch-unavailable';
  if (input.native) return input.billingSupported ? 'google-play' : 'unsupported';
  return input.checkoutUrl ? 'checkout' : 'loading';
}

export function PlanCard({ plan, action }: { plan: Plan; action: PlanCardAction }) {
  const headingId = `plan-${plan.period}`;
  const highlighted = action.kind === 'subscribed';
  return (
    <article
      aria-labelledby={headingId}
      className={`${cardStyles} flex flex-col gap-4 ${highlighted ? 'ring-2 ring-accent' : ''}`}
    >
      <header className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {plan.name}
        </h2>
        {plan.badge ? (
          <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-text">
            {plan.badge}
          </span>
        ) : null}
      </header>
      <p>
        <span className="text-3xl font-extrabold">{plan.priceLabel}</span>
        <span className="text-muted">{plan.periodLabel}</span>
      </p>
      <p className="font-semibold text-accent-text">{plan.trialLabel}</p>
      <ul className="space-y-2 text-sm" aria-label={`${plan.name} plan features`}>
        {PREMIUM_FEATURES.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-text" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-2">
        <CardAction plan={plan} action={action} />
      </div>
    </article>
  );
}

function CardAction({ plan, action }: { plan: Plan; action: PlanCardAction }) {
  const wide = 'w-full';
  switch (action.kind) {
    case 'subscribed':
      return (
        <p className={`${buttonStyles.secondary} ${wide} cursor-default`}>
          <Crown aria-hidden="true" className="h-4 w-4" />
          Subscribed
        </p>
      );
    case 'checkout':
      return (
        <a
          href={action.url}
          className={`${buttonStyles.primary} ${wide}`}
          aria-label={`Subscribe to ${plan.name}`}
        >
          Subscribe
        </a>
      );
    case 'loading':
      return (
        <p role="status" className={`${buttonStyles.secondary} ${wide} cursor-default`}>
          Loading payment options...
        </p>
      );
    case 'google-play':
      return (
        <button
          type="button"
          className={`${buttonStyles.primary} ${wide}`}
          disabled={action.busy}
          onClick={action.onSubscribe}
        >
          Subscribe with Google Play
        </button>
      );
    case 'unsupported':
      return (
        <button type="button" className={`${buttonStyles.secondary} ${wide}`} disabled>
          Billing Not Supported
        </button>
      );
    case 'included':
      return <p className="text-center text-sm text-muted">Included on this server</p>;
    case 'switch':
      return (
        <button
          type="button"
          className={`${buttonStyles.primary} ${wide}`}
          disabled={action.busy}
          onClick={action.onSwitch}
        >
          {action.switching ? 'Switching…' : `Switch to ${plan.name}`}
        </button>
      );
    case 'switch-unavailable':
      return <p className="text-center text-sm text-muted">{action.reason}</p>;
  }
}
