import { LIMITS } from '../schemas/limits';

/** The one username rule (free of zod, so a form can use it without the schema library). */
export const USERNAME_MESSAGES = {
  length: `Username must be ${LIMITS.usernameMin} to ${LIMITS.usernameMax} characters.`,
  characters: 'Username may contain only letters, digits, underscores and dots.',
} as const;

/** Letters, digits, '_' and '.': safe in URLs and mentions. */
export const USERNAME_CHARACTERS = /^[A-Za-z0-9_.]+$/;

/** The first thing wrong with a typed username (trimmed first), in the words the server answers with. */
export function usernameProblem(typed: string): string | undefined {
  const username = typed.trim();
  if (username.length < LIMITS.usernameMin || username.length > LIMITS.usernameMax)
    return USERNAME_MESSAGES.length;
  if (!USERNAME_CHARACTERS.test(username)) return USERNAME_MESSAGES.characters;
  return undefined;
}

/** Usernames are unique regardless of case and kept in lower case: how any typed one is looked up. */
export function usernameKey(typed: string): string {
  return typed.trim().toLowerCase();
}
