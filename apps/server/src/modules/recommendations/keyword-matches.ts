import { TtlCache } from '../../cache/ttl-cache';
import type { DatabaseHandle } from '../../db/database';
import { keywordMatchIds } from './recommendations.repository';

/**
 * Finding the routines that match a set of interest keywords is the costly part of routine
 * recommendations (a full-text scan over many prefixes: ~3.5 ms on SQLite, ~5 ms on PostgreSQL with
 * 100k routines), and the answer is the same for everyone with those interests. It is kept for a short
 * while, so a new routine can take that long to be suggested for its keywords. Everything else (deleted
 * routines, what the viewer created or joined, popularity) is read fresh on every request.
 */
export const KEYWORD_MATCHES_TTL_MS = 10_000;
const MAX_KEYWORD_SETS = 1_000;

export type KeywordMatches = (keywords: readonly string[]) => Promise<string[]>;

export function keywordMatches(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  options: { ttlMs?: number; now?: () => number } = {},
): KeywordMatches {
  const cache = new TtlCache<string[]>({
    ttlMs: options.ttlMs ?? KEYWORD_MATCHES_TTL_MS,
    maxEntries: MAX_KEYWORD_SETS,
    now: options.now,
  });
  return (keywords) => {
    if (keywords.length === 0) return Promise.resolve([]);
    const sorted = [...keywords].sort();
    return cache.getOrLoad(sorted.join(' '), () => keywordMatchIds(database, sorted));
  };
}
