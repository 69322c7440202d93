import type { SessionVisibility } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';

/**
 * Who may see the seeded sessions (decision 033). Account defaults: half keep the app's default
 * 'only-me', a quarter 'followers', a quarter 'public'. One session in 20 has a visibility of its own
 * (40% only-me, 30% followers, 30% public): people hide or show the odd session by hand.
 */
export const EXPLICIT_SHARE = 0.05;

/** A user's default, from their index (a hash, so it leaves the seed's random stream alone). */
export function defaultVisibility(index: number): SessionVisibility {
  const quarter = Math.imul(index + 1, 0x9e3779b1) >>> 30;
  return quarter === 3 ? 'public' : quarter === 2 ? 'followers' : 'only-me';
}

/** A session's own visibility: null (follows the default) for all but EXPLICIT_SHARE of them. */
export function sessionVisibility(random: () => number): SessionVisibility | null {
  if (random() >= EXPLICIT_SHARE) return null;
  const r = random();
  return r < 0.4 ? 'only-me' : r < 0.7 ? 'followers' : 'public';
}

/**
 * Sets the defaults that differ from 'only-me'. Profiles are loaded while the schema is at 0002 and
 * `session_visibility` arrives with migration 0021, so this runs after the migrations.
 */
export async function writeProfileVisibility(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<number> {
  const byLevel = new Map<SessionVisibility, string[]>([
    ['public', []],
    ['followers', []],
  ]);
  for (const [index, id] of userIds.entries()) byLevel.get(defaultVisibility(index))?.push(id);
  let count = 0;
  for (const [level, ids] of byLevel) {
    // Chunks stay well under SQLite's and PostgreSQL's bound-parameter limits.
    for (let i = 0; i < ids.length; i += 5_000) {
      const chunk = ids.slice(i, i + 5_000);
      await db
        .updateTable('profiles')
        .set({ session_visibility: level })
        .where('user_id', 'in', chunk)
        .execute();
      count += chunk.length;
    }
  }
  return count;
}
