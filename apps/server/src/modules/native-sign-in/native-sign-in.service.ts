import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { insertGrant, takeGrant } from './native-sign-in.repository';

/** How long the app has to redeem a code: enough to leave the browser, too short to be worth stealing. */
export const NATIVE_SIGN_IN_CODE_MS = 3 * 60_000;

export const NATIVE_SIGN_IN_REFUSED = 'This sign-in has expired or was already used. Please sign in again.';

/** Opens a session for the user and answers the Set-Cookie values that carry it. */
export type StartSession = (userId: string) => Promise<string[]>;

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * The signed-in browser, after the user confirmed, asks for a code for the app: random, kept only as
 * its hash next to the user and the app's challenge, single use, valid NATIVE_SIGN_IN_CODE_MS.
 */
export async function grantNativeSignIn(
  db: Kysely<Database>,
  viewer: Viewer,
  challenge: string,
  now: Date,
): Promise<{ code: string }> {
  const code = randomBytes(32).toString('base64url');
  await insertGrant(
    db,
    {
      code_hash: sha256(code).toString('hex'),
      user_id: viewer.id,
      challenge,
      expires_at: now.getTime() + NATIVE_SIGN_IN_CODE_MS,
    },
    now.getTime(),
  );
  return { code };
}

/**
 * The app trades the code and its verifier for a session. The code is consumed before anything is
 * checked, so a wrong verifier burns it: whoever intercepted the code gets one try, and then neither
 * they nor anyone else can use it. Every refusal reads the same, so a guess learns nothing.
 */
export async function redeemNativeSignIn(
  db: Kysely<Database>,
  startSession: StartSession,
  input: { code: string; verifier: string },
  now: Date,
): Promise<string[]> {
  const grant = await takeGrant(db, sha256(input.code).toString('hex'));
  const refused = badRequest(NATIVE_SIGN_IN_REFUSED, 'NATIVE_SIGN_IN_REFUSED');
  if (!grant || grant.expires_at <= now.getTime()) throw refused;
  const expected = Buffer.from(grant.challenge);
  const given = Buffer.from(sha256(input.verifier).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused;
  return startSession(grant.user_id);
}
