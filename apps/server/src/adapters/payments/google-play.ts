import { createHash, createSign } from 'node:crypto';
import type { Clock } from '../../clock';
import type { PaymentsConfig } from '../../config';
import {
  type NormalizedEvent,
  obj,
  PaymentProviderError,
  providerFetch,
  type SubscriptionStatus,
  str,
  toDate,
} from './payment-provider';

type GooglePlayConfig = NonNullable<PaymentsConfig['googlePlay']>;

export const ANDROID_PUBLISHER_SCOPE = 'https://www.googleapis.com/auth/androidpublisher';

/** subscriptionsv2 states → ours; PENDING (payment not yet made) grants nothing and is refused. */
const STATE: Record<string, SubscriptionStatus> = {
  SUBSCRIPTION_STATE_ACTIVE: 'active',
  SUBSCRIPTION_STATE_IN_GRACE_PERIOD: 'active',
  SUBSCRIPTION_STATE_ON_HOLD: 'past_due',
  SUBSCRIPTION_STATE_PAUSED: 'expired',
  SUBSCRIPTION_STATE_CANCELED: 'canceled',
  SUBSCRIPTION_STATE_EXPIRED: 'expired',
};

export interface GooglePlayPurchase {
  /** The state as an event for the ordinary event path (its id changes whenever the state does). */
  event: NormalizedEvent;
  acknowledged: boolean;
}

export interface GooglePlayVerifier {
  readonly packageName: string;
  /** Reads the purchase from the Android Publisher API; throws PaymentProviderError with a reason. */
  verify(purchaseToken: string, productId: string): Promise<GooglePlayPurchase>;
  acknowledge(purchaseToken: string, productId: string): Promise<void>;
}

interface ServiceAccount {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

function parseServiceAccount(json: string): ServiceAccount {
  try {
    const value = JSON.parse(json) as Partial<ServiceAccount>;
    if (typeof value.client_email === 'string' && typeof value.private_key === 'string') {
      return value as ServiceAccount;
    }
  } catch {
    // fall through
  }
  throw new PaymentProviderError('GOOGLE_PLAY_SERVICE_ACCOUNT_JSON is not a service-account key file');
}

/** RFC 7523 JWT bearer assertion, signed RS256 with the service account's key. */
export function signServiceAccountJwt(account: ServiceAccount, audience: string, now: number): string {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(now / 1000);
  const unsigned = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({
    iss: account.client_email,
    scope: ANDROID_PUBLISHER_SCOPE,
    aud: audience,
    iat,
    exp: iat + 3600,
  })}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(account.private_key, 'base64url');
  return `${unsigned}.${signature}`;
}

/**
 * Google Play server-side verification (docs/product.md#store-purchases): an OAuth token from the service
 * account (JWT bearer grant), then purchases.subscriptionsv2.get, then acknowledge.
 */
export function createGooglePlayVerifier(config: GooglePlayConfig, clock: Clock): GooglePlayVerifier {
  const account = parseServiceAccount(config.serviceAccountJson);
  let token: { value: string; expiresAt: number } | null = null;

  // The access token's lifetime and the assertion's iat/exp are Google's clock, not product time: the
  // wall clock, whatever the app's clock says.
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const assertion = signServiceAccountJwt(account, config.tokenUrl, Date.now());
    const answer = await providerFetch(
      config.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
          assertion,
        }).toString(),
      },
      'Google OAuth token',
    );
    const value = str(answer.access_token);
    if (!value) throw new PaymentProviderError('Google OAuth token: no access_token in the answer');
    const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 300;
    token = { value, expiresAt: Date.now() + seconds * 1000 };
    return value;
  }

  const base = `${config.apiUrl}/androidpublisher/v3/applications/${encodeURIComponent(config.packageName)}/purchases`;

  return {
    packageName: config.packageName,
    async verify(purchaseToken, productId) {
      const purchase = await providerFetch(
        `${base}/subscriptionsv2/tokens/${encodeURIComponent(purchaseToken)}`,
        { method: 'GET', headers: { authorization: `Bearer ${await accessToken()}` } },
        'Google Play purchase lookup',
      );
      const state = str(purchase.subscriptionState) ?? '';
      if (state === 'SUBSCRIPTION_STATE_PENDING')
        throw new PaymentProviderError('the payment is still pending');
      const status = STATE[state];
      if (!status) throw new PaymentProviderError(`unknown subscription state ${state || '(none)'}`);
      const items = Array.isArray(purchase.lineItems) ? purchase.lineItems.map(obj) : [];
      const item = items.find((line) => line.productId === productId);
      if (!item) throw new PaymentProviderError('the purchase is not for this product');
      const expiry = toDate(item.expiryTime);
      const tokenHash = createHash('sha256').update(purchaseToken).digest('hex').slice(0, 32);
      const trial =
        obj(item.offerDetails).offerId === 'free-trial' || Boolean(obj(item.freeTrialPeriod).startTime);
      return {
        acknowledged: purchase.acknowledgementState === 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED',
        event: {
          provider: 'google-play',
          eventId: `verify:${tokenHash}:${state}:${expiry?.toISOString() ?? ''}`,
          type: state,
          occurredAt: clock.now(),
          externalId: purchaseToken,
          status: status === 'active' && trial ? 'trialing' : status,
          periodEnd: expiry,
        },
      };
    },
    async acknowledge(purchaseToken, productId) {
      await providerFetch(
        `${base}/subscriptions/${encodeURIComponent(productId)}/tokens/${encodeURIComponent(purchaseToken)}:acknowledge`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
          body: '{}',
        },
        'Google Play acknowledge',
      );
    },
  };
}
