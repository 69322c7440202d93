import { z } from 'zod';

/**
 * Every kind of e-mail Stryd sends a user, each with its own switch (on unless the user turned it off).
 * The server's outbox rows and unsubscribe tokens carry these names; adding a kind here gives it a switch.
 */
export const EMAIL_KINDS = ['routine-joined', 'new-follower', 'notification-digest'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const emailKindSchema = z.enum(EMAIL_KINDS);

/** The switch's label in settings, and what the unsubscribe page says the mails are about. */
export const EMAIL_KIND_LABELS: Record<EmailKind, { label: string; about: string }> = {
  'routine-joined': {
    label: 'Someone joins your routine',
    about: 'e-mails when someone joins one of your routines',
  },
  'new-follower': { label: 'Someone follows you', about: 'e-mails when someone follows you' },
  'notification-digest': {
    label: 'A daily digest of your notifications',
    about: 'the daily e-mail of your notifications',
  },
};

const kindSwitches = Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<
  EmailKind,
  z.ZodBoolean
>;

/** GET/PUT /api/me/email-preferences answer: every kind, true = sent. */
export const emailPreferencesSchema = z.object(kindSwitches).describe('EmailPreferences');
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const NO_EMAIL_PREFERENCE_CHANGE = 'Name at least one kind of e-mail to switch on or off.';

/** PUT body: the kinds to change (others stay as they are); unknown kinds are refused. */
export const emailPreferencesBodySchema = z
  .object(kindSwitches)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: NO_EMAIL_PREFERENCE_CHANGE });
export type EmailPreferencesBody = z.infer<typeof emailPreferencesBodySchema>;

/** An unsubscribe token as it travels in a link: base64url parts joined by a dot. */
export const unsubscribeTokenSchema = z
  .string()
  .min(1, 'The unsubscribe link is missing its token.')
  .max(512, 'This unsubscribe link is not valid.')
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'This unsubscribe link is not valid.');

export const unsubscribeQuerySchema = z.object({ token: unsubscribeTokenSchema });

/** What an unsubscribe link is about, and whether that kind is still sent to its owner. */
export const unsubscribeAnswerSchema = z.object({ kind: emailKindSchema, subscribed: z.boolean() });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;
