import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';

/** The span of notifications one day's digest covers: [from, to) as ISO times. */
export interface DigestDay {
  from: string;
  to: string;
}

/**
 * People with unread notifications of the day that no digest carried yet, after `afterUserId`, in id
 * order (the job pages through them). Reads the partial index of rows not e-mailed (migration 0027).
 */
export async function digestRecipients(
  db: Kysely<Database>,
  day: DigestDay,
  afterUserId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('user_id')
    .distinct()
    .where('emailed_at', 'is', null)
    .where('created_at', '>=', day.from)
    .where('created_at', '<', day.to)
    .where('read_at', 'is', null)
    .where('user_id', '>', afterUserId)
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Who gets the mail: their address and name. */
export function digestReader(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', shownNameSql().as('name')])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The person's unread, not yet e-mailed notifications of the day, not of these kinds; newest first. */
export function digestItems(
  db: Kysely<Database>,
  userId: string,
  day: DigestDay,
  skipKinds: readonly string[],
) {
  let query = db
    .selectFrom('notifications as n')
    .innerJoin('users as actor', 'actor.id', 'n.actor_id')
    .leftJoin('workout_sessions as s', 's.id', 'n.session_id')
    .leftJoin('routines as r', 'r.id', 'n.routine_id')
    .select([
      'n.id',
      'n.kind',
      'n.actor_id',
      'n.session_id',
      'n.routine_id',
      shownNameSql('actor').as('actor_name'),
      's.routine_name as session_routine_name',
      'r.name as routine_name',
    ])
    .where('n.user_id', '=', userId)
    .where('n.emailed_at', 'is', null)
    .where('n.read_at', 'is', null)
    .where('n.created_at', '>=', day.from)
    .where('n.created_at', '<', day.to)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc');
  if (skipKinds.length > 0) query = query.where('n.kind', 'not in', [...skipKinds]);
  return query.execute();
}

export type DigestItem = Awaited<ReturnType<typeof digestItems>>[number];

export async function markEmailed(db: Kysely<Database>, ids: readonly string[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ emailed_at: at })
    .where('id', 'in', [...ids])
    .execute();
}

/** Whether today's digest of this person is already in the outbox (sent or not). */
export async function digestQueued(db: Kysely<Database>, dedupeKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('dedupe_key', '=', dedupeKey)
    .executeTakeFirst();
  return Boolean(row);
}
