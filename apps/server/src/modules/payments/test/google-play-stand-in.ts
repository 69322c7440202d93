import { createVerify, generateKeyPairSync } from 'node:crypto';
import { STORE_PRODUCT_IDS } from '@stryd/domain';
import { expect } from 'vitest';
import { type StandIn, startStandIn } from './stand-in';

export const PLAY_PACKAGE = 'com.stryd.app';
export const PLAY_PREFIX = `/androidpublisher/v3/applications/${PLAY_PACKAGE}/purchases`;

export interface GooglePlayStandIn {
  standIn: StandIn;
  /** subscriptionsv2 answers by purchase token; a token without one answers 404. */
  states: Record<string, Record<string, unknown>>;
  /** The settings that point the server at this stand-in. */
  env: Record<string, string>;
  /** Serves lookups and acknowledgements for this token (again, after a test replaced its handler). */
  serve(token: string): void;
  lookupKey(token: string): string;
  close(): Promise<void>;
}

/**
 * Google's OAuth token endpoint and the Android Publisher API, played locally: the token endpoint
 * checks the service-account JWT's RS256 signature, lookups require the token it issued.
 */
export async function startGooglePlayStandIn(): Promise<GooglePlayStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccount = {
    type: 'service_account',
    client_email: 'stryd-billing@stryd.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  const states: GooglePlayStandIn['states'] = {};
  const standIn = await startStandIn({
    'POST /token': (request) => {
      const form = new URLSearchParams(request.body);
      const [head, claims, signature] = (form.get('assertion') ?? '').split('.');
      const valid =
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        createVerify('RSA-SHA256')
          .update(`${head}.${claims}`)
          .verify(publicKey, signature ?? '', 'base64url');
      const payload = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString('utf8'));
      if (!valid || payload.iss !== serviceAccount.client_email)
        return { status: 400, body: { error: 'invalid_grant' } };
      expect(payload.scope).toBe('https://www.googleapis.com/auth/androidpublisher');
      expect(payload.aud).toBe(`${standIn.url}/token`);
      return { body: { access_token: 'ya29.stand-in', expires_in: 3600, token_type: 'Bearer' } };
    },
  });
  const lookupKey = (token: string) => `GET ${PLAY_PREFIX}/subscriptionsv2/tokens/${token}`;
  return {
    standIn,
    states,
    env: {
      GOOGLE_PLAY_PACKAGE_NAME: PLAY_PACKAGE,
      GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: JSON.stringify(serviceAccount),
      GOOGLE_PLAY_API_URL: standIn.url,
      GOOGLE_PLAY_TOKEN_URL: `${standIn.url}/token`,
    },
    serve(token) {
      standIn.handlers[lookupKey(token)] = (request) => {
        if (request.headers.authorization !== 'Bearer ya29.stand-in') return { status: 401, body: {} };
        return states[token] ? { body: states[token] } : { status: 404, body: { error: { code: 404 } } };
      };
      for (const productId of STORE_PRODUCT_IDS)
        standIn.handlers[`POST ${PLAY_PREFIX}/subscriptions/${productId}/tokens/${token}:acknowledge`] =
          () => ({ body: {} });
    },
    lookupKey,
    close: () => standIn.close(),
  };
}
