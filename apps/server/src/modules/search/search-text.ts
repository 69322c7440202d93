/**
 * Turning what a user typed into safe full-text queries. User text never reaches FTS5 or to_tsquery as
 * syntax: it is cut into words made only of letters, digits and combining marks, and each word is
 * quoted (FTS5) or passed as a plain lexeme (tsquery), so `"`, `AND (`, `*` or `:` cannot be operators.
 */

import { UI_TEXT, usernameKey } from '@stryd/domain';

/** The message the explore and people pages show for an empty search (docs/product.md#search). */
export const EMPTY_SEARCH_MESSAGE = UI_TEXT.searchEmpty;
export const MAX_QUERY_LENGTH = 100;
/** Only the first words count; longer queries are not more useful and cost more to run. */
export const MAX_TERMS = 8;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** Lower-case, de-duplicated words in the order typed (at most MAX_TERMS). */
export function searchTerms(text: string): string[] {
  const words = text.normalize('NFC').toLowerCase().match(WORD) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** FTS5: every word as a quoted prefix, all required (AND) or any (OR), within the given columns. */
export function ftsPrefixQuery(
  terms: readonly string[],
  columns: readonly string[],
  mode: 'all' | 'any',
): string {
  const joined = terms.map((term) => `"${term.replaceAll('"', '""')}"*`).join(mode === 'all' ? ' ' : ' OR ');
  return `{${columns.join(' ')}} : (${joined})`;
}

/** PostgreSQL to_tsquery text: every word as a prefix lexeme, joined by & (all) or | (any). */
export function tsPrefixQuery(terms: readonly string[], mode: 'all' | 'any'): string {
  return terms
    .map((term) => `${term.replace(/[^\p{L}\p{N}\p{M}]/gu, '')}:*`)
    .join(mode === 'all' ? ' & ' : ' | ');
}

/** What LIKE should see literally: %, _ and the escape character itself are escaped with a backslash. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** People search matches usernames (stored lower-case); a leading @ is ignored. */
export function usernameNeedle(text: string): string {
  return usernameKey(text).replace(/^@+/, '');
}
