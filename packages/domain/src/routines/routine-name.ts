import { LIMITS } from '../schemas/limits';

// The name's validation schema lives in schemas/routine-name-schema.ts: pages that only compare or show
// names (the routine page) then load no validation library.

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
 * The n-th free variant of a name, 'Steady Core Flow (2)', cut by whole characters so it fits the name
 * limit: what a generated routine is saved as when its creator already has one by that name.
 */
export function routineNameVariant(name: string, n: number): string {
  const suffix = ` (${n})`;
  const base = Array.from(name).slice(0, Math.max(1, LIMITS.routineNameMax - suffix.length));
  return `${base.join('').trimEnd()}${suffix}`;
}
