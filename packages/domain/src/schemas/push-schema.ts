import { z } from 'zod';
import { isSafeRedirect } from '../navigation/safe-redirect';

/** Web Push (docs/api.md "Push"), shared by server and web; the service worker reads PushMessage. */

export const PUSH_SUBSCRIPTION_MESSAGES = {
  endpoint: 'A push subscription needs the address of its push service.',
  keys: 'A push subscription needs the keys its browser made (p256dh and auth).',
} as const;

const endpoint = z
  .string({ error: PUSH_SUBSCRIPTION_MESSAGES.endpoint })
  .max(2048, PUSH_SUBSCRIPTION_MESSAGES.endpoint)
  .refine((text) => URL.canParse(text), PUSH_SUBSCRIPTION_MESSAGES.endpoint)
  .describe("The push service's address for this browser (PushSubscription.endpoint)");

export const pushSubscriptionBodySchema = z.object({
  endpoint,
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes, first 0x04) and a 16-byte secret, base64url as browsers give them.
      p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, PUSH_SUBSCRIPTION_MESSAGES.keys),
      auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, PUSH_SUBSCRIPTION_MESSAGES.keys),
    },
    { error: PUSH_SUBSCRIPTION_MESSAGES.keys },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushEndpointBodySchema = z.object({ endpoint });

export const pushKeyAnswerSchema = z.object({
  publicKey: z
    .string()
    .describe("The server's VAPID public key (base64url): PushManager's applicationServerKey"),
});

export const pushSubscribedAnswerSchema = z.object({ subscribed: z.boolean() });

/** The longest rest the server keeps a push for. */
export const REST_PUSH_MAX_SECONDS = 3600;

export const REST_TIMER_MESSAGES = {
  seconds: `A rest lasts 1 to ${REST_PUSH_MAX_SECONDS} seconds.`,
  over: 'That rest is already over.',
  path: 'A rest opens a page of this app.',
} as const;

export const restTimerBodySchema = z.object({
  seconds: z
    .number({ error: REST_TIMER_MESSAGES.seconds })
    .int(REST_TIMER_MESSAGES.seconds)
    .min(1, REST_TIMER_MESSAGES.seconds)
    .max(REST_PUSH_MAX_SECONDS, REST_TIMER_MESSAGES.seconds),
  from: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('The rest ends `seconds` after this time (default: now); "+30 s" sends the end it moves'),
  path: z
    .string()
    .max(512, REST_TIMER_MESSAGES.path)
    .refine(isSafeRedirect, REST_TIMER_MESSAGES.path)
    .optional()
    .describe('The page the push opens (default: home)'),
});

export const restTimerAnswerSchema = z.object({
  endsAt: z.string().describe('When the rest ends and its push is sent (ISO 8601, server time)'),
});

/** What the service worker shows (public/push-sw.js): words, the screen to open, and for a rest, its end. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the app. */
  url: string;
  /** One notification per tag: a newer one replaces it. */
  tag: string;
  /** Only on the rest timer's push: when the rest ended, for "+30 s". */
  restEndsAt?: string;
  actions?: { action: string; title: string }[];
}

/** How much "+30 s" adds. */
export const REST_MORE_SECONDS = 30;

/** The rest timer's push, with its two actions (the service worker knows them by `action`). */
export const REST_PUSH = {
  title: 'Rest over',
  body: 'Time for your next set.',
  tag: 'stryd-rest',
  actions: [
    { action: 'rest-more', title: `+${REST_MORE_SECONDS} s` },
    { action: 'rest-skip', title: 'Skip' },
  ],
} as const;
