import { z } from 'zod';
import { isDotsOnlyName, routineNameKey } from '../routines/routine-name';
import { hasControlCharacter } from '../text/control-characters';
import { ROUTINE_FORM_MESSAGES } from '../validation/routine-form-messages';
import { LIMITS } from './limits';

/**
 * The one routine name rule, for the server's schemas and the web form alike: trimmed, 1–60 characters,
 * something visible, no control characters, not "." or ".."; slashes and accents are fine (paths encode
 * them). Names are unique per creator by routineNameKey.
 */
export const routineNameSchema = z
  .string()
  .trim()
  .min(1, ROUTINE_FORM_MESSAGES.nameRequired)
  .max(LIMITS.routineNameMax, ROUTINE_FORM_MESSAGES.nameTooLong)
  .refine((v) => v === '' || routineNameKey(v) !== '', ROUTINE_FORM_MESSAGES.nameRequired)
  .refine((v) => !hasControlCharacter(v), ROUTINE_FORM_MESSAGES.nameInvalid)
  .refine((v) => !isDotsOnlyName(v), ROUTINE_FORM_MESSAGES.nameDotsOnly);
