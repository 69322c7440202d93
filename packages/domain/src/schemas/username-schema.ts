import { z } from 'zod';
import { USERNAME_CHARACTERS, USERNAME_MESSAGES } from '../validation/username';
import { LIMITS } from './limits';

/** validation/username.ts as a schema: the same limits, characters and messages (a test holds them equal). */
export const usernameSchema = z
  .string()
  .trim()
  .min(LIMITS.usernameMin, USERNAME_MESSAGES.length)
  .max(LIMITS.usernameMax, USERNAME_MESSAGES.length)
  .regex(USERNAME_CHARACTERS, USERNAME_MESSAGES.characters);
