import { LIMITS } from '../schemas/limits';
import { hasControlCharacter } from '../text/control-characters';
import { ROUTINE_FORM_MESSAGES as M } from '../validation/routine-form-messages';

/** Zero-width space: a word break that shows no width, so it counts as a space. */
const ZERO_WIDTH_SPACE = /\u200b/gu;
/** Characters that show nothing (zero-width joiners, BOM, soft hyphen, bidi controls, variation selectors). */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The key routine names are compared by: unique per creator, and how a name in a path finds its routine.
 * Names that look the same are the same: compatibility form (full-width letters, NBSP), invisible
 * characters dropped, any run of spaces as one space, trimmed, lower case.
 */
export function routineNameKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(ZERO_WIDTH_SPACE, ' ')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();
}

/**
 * "." and ".." are steps in a path, not names: browsers and servers resolve a link to such a routine to
 * another page, so it could never be opened, joined or deleted.
 */
export function isDotsOnlyName(name: string): boolean {
  const key = routineNameKey(name);
  return key === '.' || key === '..';
}

/**
 * The one routine name rule, for the server's schema (schemas/routine-name-schema.ts) and the web form
 * alike: trimmed, 1–60 characters, something visible, no control characters, not "." or ".."; slashes
 * and accents are fine (paths encode them). Names are unique per creator by routineNameKey. Returns every
 * rule the name breaks, in this order; none when it is fine. Plain code, so a form that checks a name
 * loads no validation library.
 */
export function routineNameProblems(raw: string): string[] {
  const name = raw.trim();
  const problems: string[] = [];
  if (name.length < 1) problems.push(M.nameRequired);
  if (name.length > LIMITS.routineNameMax) problems.push(M.nameTooLong);
  if (name !== '' && routineNameKey(name) === '') problems.push(M.nameRequired);
  if (hasControlCharacter(name)) problems.push(M.nameInvalid);
  if (isDotsOnlyName(name)) problems.push(M.nameDotsOnly);
  return problems;
}

/**
 * The n-th free variant of a name, 'Steady Core Flow (2)', cut by whole characters so it fits the name
 * limit: what a generated routine is saved as when its creator already has one by that name.
 */
export function routineNameVariant(name: string, n: number): string {
  const suffix = ` (${n})`;
  const base = Array.from(name).slice(0, Math.max(1, LIMITS.routineNameMax - suffix.length));
  return `${base.join('').trimEnd()}${suffix}`;
}
