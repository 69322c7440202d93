import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isPaidPlan, type PaidPlanType } from '@stryd/domain';
import type { Clock } from '../../clock';
import {
  header,
  jsonObject,
  type NormalizedEvent,
  type PaymentProvider,
  parseJson,
  readEnvelope,
  type SubscriptionControls,
  str,
  toDate,
  WebhookSignatureError,
} from './payment-provider';

/** How long a demo checkout link stays valid. */
export const DEMO_SESSION_TTL_MS = 60 * 60 * 1000;
export const DEMO_SIGNATURE_HEADER = 'x-demo-signature';

export interface DemoSession {
  id: string;
  userId: string;
  planType: PaidPlanType;
  /** Whether the plan starts with the free trial (a user's first subscription only). */
  trial: boolean;
  expiresAt: number;
}

/** Plan period lengths for the demo's first paid period (after the trial). */
const PERIOD_DAYS: Record<PaidPlanType, number> = {
  'stryd-monthly': 30,
  'stryd-quarterly': 84,
  'stryd-annually': 365,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoProvider extends PaymentProvider {
  /** The checkout session a link names, if its signature holds and it has not expired by `now`. */
  readSession(token: string, now: Date): DemoSession | null;
  /** The signed event a checkout confirmed at `now` sends through the ordinary webhook path. */
  confirmationEvent(session: DemoSession, now: Date): { rawBody: Buffer; headers: Record<string, string> };
}

/**
 * The local checkout (docs/engineering.md#what-runs-where): no account, no network, no money. Checkout links
 * and events are signed with a key derived from AUTH_SECRET, so neither can be forged by a client.
 */
export function createDemoProvider(authSecret: string, trialDays: number, clock: Clock): DemoProvider {
  const key = createHmac('sha256', authSecret).update('stryd-demo-payments').digest();
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const same = (a: string, b: string) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  };

  return {
    name: 'demo',
    controls: demoControls(clock),
    async createCheckout({ userId, planType, trial }) {
      const session: DemoSession = {
        id: randomBytes(12).toString('hex'),
        userId,
        planType,
        trial,
        expiresAt: clock.now().getTime() + DEMO_SESSION_TTL_MS,
      };
      const body = Buffer.from(JSON.stringify(session)).toString('base64url');
      return { url: `/api/payments/demo/checkout/${body}.${sign(body)}` };
    },
    readSession(token, now) {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined || !same(signature, sign(body))) return null;
      try {
        const session = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as DemoSession;
        if (!isPaidPlan(session.planType) || typeof session.userId !== 'string') return null;
        if (typeof session.expiresAt !== 'number' || session.expiresAt < now.getTime()) return null;
        return { ...session, trial: session.trial === true };
      } catch {
        return null;
      }
    },
    confirmationEvent(session, now) {
      // Without a trial the first paid period starts now.
      const trialEnd = session.trial ? new Date(now.getTime() + trialDays * DAY_MS) : null;
      const periodEnd = new Date((trialEnd ?? now).getTime() + PERIOD_DAYS[session.planType] * DAY_MS);
      const body = JSON.stringify({
        id: `demo_evt_${session.id}`,
        type: 'subscription.created',
        subscription_id: `demo_sub_${session.id}`,
        user_id: session.userId,
        plan_type: session.planType,
        status: trialEnd ? 'trialing' : 'active',
        occurred_at: now.toISOString(),
        trial_ends_at: trialEnd?.toISOString() ?? null,
        period_end: periodEnd.toISOString(),
      });
      return { rawBody: Buffer.from(body), headers: { [DEMO_SIGNATURE_HEADER]: sign(body) } };
    },
    async parseWebhook(rawBody, headers): Promise<NormalizedEvent[]> {
      const signature = header(headers, DEMO_SIGNATURE_HEADER) ?? '';
      if (!same(signature, sign(rawBody.toString('utf8')))) {
        throw new WebhookSignatureError('The demo event signature does not match.');
      }
      const event = readEnvelope(jsonObject, parseJson(rawBody), 'demo');
      const planType = isPaidPlan(event.plan_type) ? event.plan_type : undefined;
      const status = event.status === 'trialing' || event.status === 'expired' ? event.status : 'active';
      return [
        {
          provider: 'demo',
          eventId: str(event.id) ?? '',
          type: str(event.type) ?? 'subscription.updated',
          occurredAt: toDate(event.occurred_at) ?? clock.now(),
          externalId: str(event.subscription_id) ?? '',
          ...(str(event.user_id) ? { userId: str(event.user_id) } : {}),
          ...(planType ? { planType } : {}),
          status,
          trialEndsAt: toDate(event.trial_ends_at),
          periodEnd: toDate(event.period_end),
        },
      ];
    },
  };
}

/**
 * The demo keeps no account elsewhere: managing a demo subscription is answered from our own record, as
 * a provider would answer (cancel keeps the period, resume picks the trial back up while it lasts).
 */
const demoControls = (clock: Clock): SubscriptionControls => ({
  async cancel({ planType, periodEnd }) {
    return { planType, status: 'canceled', periodEnd };
  },
  async resume({ planType, trialEndsAt }) {
    const trialing = trialEndsAt !== null && trialEndsAt.getTime() > clock.now().getTime();
    return { planType, status: trialing ? 'trialing' : 'active' };
  },
  async switchPlan({ status }, planType) {
    return { planType, status };
  },
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface DemoPageModel {
  action: string;
  planName: string;
  priceText: string;
  trialLabel: string;
  username: string;
}

/** The checkout page: plain HTML and a form (the CSP forbids inline scripts, and none is needed). */
export function renderDemoCheckoutPage(model: DemoPageModel): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Demo checkout — no money moves | Stryd</title>
<style>
body{font-family:system-ui,sans-serif;background:#0f172a;color:#f8fafc;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#1e293b;border:1px solid #334155;border-radius:16px;padding:32px;max-width:420px;width:calc(100% - 32px)}
h1{font-size:1.4rem;margin:0 0 8px}
.note{background:#fef3c7;color:#78350f;border-radius:8px;padding:8px 12px;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#cbd5e1}dd{margin:0;font-weight:600}
.actions{display:flex;gap:12px;margin-top:24px}
button{flex:1;font:inherit;font-weight:700;border-radius:12px;padding:12px;cursor:pointer;border:1px solid #475569}
.confirm{background:#22c55e;color:#052e16;border-color:#22c55e}
.cancel{background:transparent;color:#f8fafc}
</style>
</head>
<body>
<main>
<h1>Demo checkout — no money moves</h1>
<p class="note">This is a demonstration checkout. No card is needed and nothing is charged.</p>
<dl>
<dt>Plan</dt><dd>${e(planNameText(model))}</dd>
<dt>Price</dt><dd>${e(model.priceText)}</dd>
<dt>Trial</dt><dd>${e(model.trialLabel)}</dd>
<dt>Account</dt><dd>${e(model.username)}</dd>
</dl>
<form method="post" action="${e(model.action)}">
<div class="actions">
<button class="confirm" type="submit" name="action" value="confirm">Confirm</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>
</main>
</body>
</html>
`;
}

const planNameText = (model: DemoPageModel) => `Stryd Plus ${model.planName}`;
