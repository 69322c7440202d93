import { z } from 'zod';
import { LIMITS } from './limits';
import { usernameSchema } from './username-schema';

export const PROFILE_MESSAGES = {
  imageLink: 'The avatar link must be an https:// address.',
  imageLinkLength: `The avatar link must be at most ${LIMITS.urlMax} characters.`,
  usernameTaken: 'Username is already taken. Please try another.',
  confirmMismatch: 'Type your username exactly to confirm.',
} as const;

/**
 * True for an absolute https address: the only kind of picture link an account may carry, whether it comes
 * from the profile form (below) or from sign-up or an OAuth provider (the server's profile-fields.ts).
 */
export function isHttpsLink(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * An avatar link as sign-up's profile rules accept it (the server's profile-fields.ts): an https address
 * of at most LIMITS.urlMax characters, or '' for none.
 */
const profileImageLinkSchema = z
  .string()
  .trim()
  .max(LIMITS.urlMax, PROFILE_MESSAGES.imageLinkLength)
  .refine((value) => value === '' || isHttpsLink(value), PROFILE_MESSAGES.imageLink);

/**
 * PATCH /api/me/profile: the name others see (the username, held to sign-up's rules; you also sign in
 * with it) and the avatar link.
 */
export const profileUpdateBodySchema = z.strictObject({
  username: usernameSchema,
  profileImageLink: profileImageLinkSchema,
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** DELETE /api/me: the caller types their username to confirm (compared case-insensitively). */
export const deleteAccountBodySchema = z.strictObject({
  confirm: z.string().max(LIMITS.usernameMax + 20, PROFILE_MESSAGES.confirmMismatch),
});

export const deleteAccountAnswerSchema = z.object({ deleted: z.literal(true) });
