import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, type AgentOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush, { WebPushError } from 'web-push';
import type { PushConfig, VapidKeys } from '../../config/push';
import { isPrivateAddress, isPrivateHost } from './private-address';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** 'gone': the push service no longer knows this subscription (404/410) and it should be forgotten. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  /** Encrypts the payload to the subscription's keys and posts it, signed with our VAPID key. */
  send(
    target: PushTarget,
    payload: string,
    options: { ttlSeconds: number; urgency: 'normal' | 'high' },
  ): Promise<PushOutcome>;
  /** Closes kept-alive connections. */
  close(): void;
}

// Short: a round waits for its sends, and a rest's end is due within seconds.
const SEND_TIMEOUT_MS = 5_000;

/**
 * Resolves a push service's name and refuses it when any address is private (a name pointed at this
 * machine or its network after the subscription was accepted): the connect-time half of the SSRF guard.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused) return callback(new Error(`push service ${hostname} resolves to a private address`), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};

/**
 * The Web Push sender over the `web-push` library. Requests to an allowed origin (PUSH_SERVICE_ALLOW) go
 * out as they are, trusting `ca` too (a test's stand-in); all others through an agent whose lookups
 * refuse private addresses.
 */
export function createWebPushSender(
  config: PushConfig,
  vapid: VapidKeys,
  { ca }: { ca?: string } = {},
): PushSender {
  const tls: AgentOptions = { keepAlive: true, ...(ca ? { ca } : {}) };
  const allowedAgent = new Agent(tls);
  const publicAgent = new Agent({ keepAlive: true, lookup: publicOnlyLookup });
  return {
    async send(target, payload, { ttlSeconds, urgency }) {
      const url = new URL(target.endpoint);
      const allowed = config.allowedOrigins.includes(url.origin);
      // An address literal is never looked up, so the agent's guard would not see it.
      if (!allowed && (url.protocol !== 'https:' || isPrivateHost(url.hostname)))
        throw new Error(`push service ${url.origin} is not allowed`);
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails: { subject: config.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: ttlSeconds,
          urgency,
          contentEncoding: 'aes128gcm',
          timeout: SEND_TIMEOUT_MS,
          agent: allowed ? allowedAgent : publicAgent,
        });
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          return 'gone';
        throw error;
      }
    },
    close() {
      allowedAgent.destroy();
      publicAgent.destroy();
    },
  };
}
