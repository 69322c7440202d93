import type { PushSubscriptionBody } from '@stryd/domain';
import type { Kysely } from 'kysely';
import { isPrivateHost } from '../../adapters/push/private-address';
import type { PushTarget } from '../../adapters/push/web-push';
import type { PushConfig } from '../../config/push';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import {
  deleteSubscription,
  forgetEndpoint,
  hasSubscription,
  keepNewest,
  saveSubscription,
  subscriptionsOf,
} from './push-subscriptions.repository';

/**
 * The most devices a person's pushes go to; subscribing another forgets the one saved longest ago. Bounds
 * how many requests one notification makes, whatever a client registers.
 */
export const MAX_PUSH_DEVICES = 10;

export const PUSH_MESSAGES = {
  notHttps: 'A push service must be reached over https://.',
  privateHost: 'This push service address is not allowed.',
} as const;

/**
 * The subscribe-time half of the SSRF guard (the sender checks names again when it connects): the server
 * posts to this address, so it must be a public https host, unless the operator allowed its origin.
 */
function checkEndpoint(endpoint: string, allowedOrigins: readonly string[]): void {
  const url = new URL(endpoint);
  if (allowedOrigins.includes(url.origin)) return;
  if (url.protocol !== 'https:') throw badRequest(PUSH_MESSAGES.notHttps, 'PUSH_ENDPOINT_NOT_HTTPS');
  if (url.username || url.password || isPrivateHost(url.hostname))
    throw badRequest(PUSH_MESSAGES.privateHost, 'PUSH_ENDPOINT_REFUSED');
}

/** Keeps this device's subscription for the signed-in person. */
export async function subscribe(
  db: Kysely<Database>,
  config: Pick<PushConfig, 'allowedOrigins'>,
  userId: string,
  body: PushSubscriptionBody,
  now: Date,
): Promise<{ subscribed: true }> {
  checkEndpoint(body.endpoint, config.allowedOrigins);
  await saveSubscription(db, userId, { endpoint: body.endpoint, ...body.keys }, now.toISOString());
  await keepNewest(db, userId, MAX_PUSH_DEVICES);
  return { subscribed: true };
}

/** Forgets this device's subscription (one that is not the person's, or none, is no error). */
export async function unsubscribe(
  db: Kysely<Database>,
  userId: string,
  endpoint: string,
): Promise<{ subscribed: false }> {
  await deleteSubscription(db, userId, endpoint);
  return { subscribed: false };
}

export function hasPushSubscription(db: Kysely<Database>, userId: string): Promise<boolean> {
  return hasSubscription(db, userId);
}

export async function pushTargetsOf(db: Kysely<Database>, userId: string): Promise<PushTarget[]> {
  return (await subscriptionsOf(db, userId)).map((row) => ({
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
  }));
}

/**
 * The devices a person's pushes go to, for their data export: the push service's origin and when the
 * device subscribed, newest first. Never the endpoint's path or the keys: they are the device's
 * credentials at its push service, and the export is a file that travels.
 */
export async function pushDevicesOf(
  db: Kysely<Database>,
  userId: string,
): Promise<{ origin: string; createdAt: string }[]> {
  const rows = await subscriptionsOf(db, userId);
  return rows
    .map((row) => ({
      origin: new URL(row.endpoint).origin,
      createdAt: new Date(row.created_at).toISOString(),
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function forgetPushTarget(db: Kysely<Database>, endpoint: string): Promise<void> {
  return forgetEndpoint(db, endpoint);
}
