import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';

/** Where a page of the feed starts: after the card finished at `finishedAt` with this id. */
export interface FeedCursor {
  finishedAt: string;
  id: string;
}

/**
 * A page of finished sessions from the viewer and the people they follow, newest first (decision 034):
 * the viewer's own, and of the others those not kept to their owner — their own visibility, else their
 * owner's default. Imported sessions stay out of the feed (issue 33 item 7). Keyset paging on
 * (finished_at, id) through the `workout_sessions_feed` index.
 */
export function feedSessions(
  db: Kysely<Database>,
  viewerId: string,
  after: FeedCursor | null,
  limit: number,
) {
  let query = db
    .selectFrom('workout_sessions as s')
    .innerJoin('profiles as prof', 'prof.user_id', 's.user_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select([shownNameSql('u').as('username'), 'u.image as image'])
    .where((eb) =>
      eb.or([
        eb('s.user_id', '=', viewerId),
        eb.and([
          eb(
            's.user_id',
            'in',
            eb.selectFrom('follows').select('followee_id').where('follower_id', '=', viewerId),
          ),
          eb(eb.fn.coalesce('s.visibility', 'prof.session_visibility'), '!=', 'only-me'),
        ]),
      ]),
    )
    .where('s.finished_at', 'is not', null)
    .where('s.import_id', 'is', null)
    .orderBy('s.finished_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('s.finished_at', '<', after.finishedAt),
        eb.and([eb('s.finished_at', '=', after.finishedAt), eb('s.id', '<', after.id)]),
      ]),
    );
  return query.execute();
}

/** The records the sessions set: one row per session, exercise and the kinds its sets set (comma list). */
export function sessionRecords(db: Kysely<Database>, sessionIds: readonly string[]) {
  return db
    .selectFrom('set_logs')
    .select(['session_id', 'exercise_name', 'records', 'workout_index'])
    .where('session_id', 'in', [...sessionIds])
    .where('records', '!=', '')
    .orderBy('workout_index')
    .orderBy('set_index')
    .execute();
}

/** Per session and exercise: its sets and volume, and the card it came first on. */
export function sessionExercises(db: Kysely<Database>, sessionIds: readonly string[]) {
  return db
    .selectFrom('set_logs')
    .select((eb) => [
      'session_id',
      'exercise_name',
      eb.fn.countAll<number>().as('sets'),
      sql<number>`sum(case when weight_kg > 0 and reps > 0 then weight_kg * reps else 0 end)`.as('volume'),
      eb.fn.min('workout_index').as('first_card'),
    ])
    .where('session_id', 'in', [...sessionIds])
    .groupBy(['session_id', 'exercise_name'])
    .execute();
}
