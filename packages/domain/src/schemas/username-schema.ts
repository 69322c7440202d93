import { z } from 'zod';
import { LIMITS } from './limits';

export const USERNAME_MESSAGES = {
  length: `Username must be ${LIMITS.usernameMin} to ${LIMITS.usernameMax} characters.`,
  characters: 'Username may contain only letters, digits, underscores and dots.',
} as const;

/** 3–20 characters of letters, digits, '_' and '.' (safe in URLs and mentions). */
export const usernameSchema = z
  .string()
  .trim()
  .min(LIMITS.usernameMin, USERNAME_MESSAGES.length)
  .max(LIMITS.usernameMax, USERNAME_MESSAGES.length)
  .regex(/^[A-Za-z0-9_.]+$/, USERNAME_MESSAGES.characters);
