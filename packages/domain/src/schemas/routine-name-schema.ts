import { z } from 'zod';
import { routineNameProblems } from '../routines/routine-name';
import { LIMITS } from './limits';

/**
 * The routine name rule (routineNameProblems, which the web form asks directly) as a schema: the name is
 * trimmed, and each rule it breaks is an issue with that rule's message.
 */
export const routineNameSchema = z
  .string()
  .trim()
  .superRefine((name, ctx) => {
    for (const message of routineNameProblems(name)) ctx.addIssue({ code: 'custom', message });
  })
  // The length limits, stated for the API's documentation; the check itself is the rule above.
  .meta({ minLength: 1, maxLength: LIMITS.routineNameMax });
