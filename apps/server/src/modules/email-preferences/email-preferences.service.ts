import {
  EMAIL_KINDS,
  type EmailKind,
  type EmailPreferences,
  type EmailPreferencesBody,
  type UnsubscribeAnswer,
} from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { findOptedOutKinds, isOptedOut, saveOptOuts } from './email-preferences.repository';
import type { UnsubscribeClaim, UnsubscribeSigner } from './unsubscribe-token';

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Open the latest e-mail again, or change your e-mails in Settings.';

/** Every kind, on unless the user switched it off. */
export async function getEmailPreferences(db: Kysely<Database>, userId: string): Promise<EmailPreferences> {
  const off = new Set(await findOptedOutKinds(db, userId));
  return Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as EmailPreferences;
}

/** Changes the kinds named in the body, leaves the others, and answers with all of them. */
export async function saveEmailPreferences(
  db: Kysely<Database>,
  userId: string,
  body: EmailPreferencesBody,
  now: Date,
): Promise<EmailPreferences> {
  const named = EMAIL_KINDS.filter((kind) => body[kind] !== undefined);
  await saveOptOuts(
    db,
    userId,
    { on: named.filter((kind) => body[kind]), off: named.filter((kind) => !body[kind]) },
    now.toISOString(),
  );
  return getEmailPreferences(db, userId);
}

/** Whether the recipient still wants this kind of mail (the outbox worker asks just before sending). */
export async function wantsMail(db: Kysely<Database>, userId: string, kind: string): Promise<boolean> {
  return !(await isOptedOut(db, userId, kind));
}

function claimOf(signer: UnsubscribeSigner, token: string): UnsubscribeClaim {
  const claim = signer.verify(token);
  if (!claim) throw badRequest(INVALID_UNSUBSCRIBE_LINK, 'INVALID_UNSUBSCRIBE_TOKEN');
  return claim;
}

/** What a link is about, changing nothing (the confirmation page, and link scanners, GET it). */
export async function describeUnsubscribe(
  db: Kysely<Database>,
  signer: UnsubscribeSigner,
  token: string,
): Promise<UnsubscribeAnswer> {
  const { userId, kind } = claimOf(signer, token);
  return { kind, subscribed: await wantsMail(db, userId, kind) };
}

/**
 * One-click unsubscribe (RFC 8058): the token names the user and the kind, so no sign-in is needed and
 * nothing else can be changed with it. Repeating it is harmless. A token for an account that is gone
 * changes nothing (the opt-out would name nobody).
 */
export async function unsubscribe(
  db: Kysely<Database>,
  signer: UnsubscribeSigner,
  token: string,
  now: Date,
): Promise<UnsubscribeAnswer> {
  const { userId, kind } = claimOf(signer, token);
  await switchOff(db, userId, kind, now);
  return { kind, subscribed: false };
}

async function switchOff(db: Kysely<Database>, userId: string, kind: EmailKind, now: Date) {
  await saveOptOuts(db, userId, { on: [], off: [kind] }, now.toISOString());
}
