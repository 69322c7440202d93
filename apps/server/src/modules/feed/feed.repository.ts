import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';

/** Where a page of the feed starts: after the card finished at `finishedAt` with this id. */
export interface FeedCursor {
  finishedAt: string;
  id: string;
}

type Sessions = ExpressionBuilder<Database, 'workout_sessions'>;

/** Finished, logged here (imported ones stay out of the feed, issue 33 item 7), and past the cursor. */
function inFeed(after: FeedCursor | null, since: string | null) {
  return (eb: Sessions) =>
    eb.and([
      eb('workout_sessions.finished_at', 'is not', null),
      eb('workout_sessions.import_id', 'is', null),
      ...(since ? [eb('workout_sessions.finished_at', '>', since)] : []),
      ...(after
        ? [
            eb.or([
              eb('workout_sessions.finished_at', '<', after.finishedAt),
              eb.and([
                eb('workout_sessions.finished_at', '=', after.finishedAt),
                eb('workout_sessions.id', '<', after.id),
              ]),
            ]),
          ]
        : []),
    ]);
}

/**
 * A page of finished sessions from the viewer and the people they follow, newest first (decision 034):
 * the viewer's own, and of the others those not kept to their owner — their own visibility, else their
 * owner's default. Two branches, each reading every person's newest sessions through the
 * `workout_sessions_feed` index, joined to the writer's name after the limit. `since` bounds how far
 * back it reads (the service reads without it when the window holds too few).
 */
export function feedSessions(
  db: Kysely<Database>,
  viewerId: string,
  after: FeedCursor | null,
  limit: number,
  since: string | null,
) {
  const followed = db
    .selectFrom('follows')
    .innerJoin('workout_sessions', 'workout_sessions.user_id', 'follows.followee_id')
    .innerJoin('profiles', 'profiles.user_id', 'workout_sessions.user_id')
    .select(['workout_sessions.id as id', 'workout_sessions.finished_at as finished_at'])
    .where('follows.follower_id', '=', viewerId)
    .where((eb) =>
      eb(eb.fn.coalesce('workout_sessions.visibility', 'profiles.session_visibility'), '!=', 'only-me'),
    )
    .where(inFeed(after, since));
  const own = db
    .selectFrom('workout_sessions')
    .select(['workout_sessions.id as id', 'workout_sessions.finished_at as finished_at'])
    .where('workout_sessions.user_id', '=', viewerId)
    .where(inFeed(after, since));
  const page = followed.unionAll(own).orderBy('finished_at', 'desc').orderBy('id', 'desc').limit(limit);
  return db
    .selectFrom(page.as('page'))
    .innerJoin('workout_sessions as s', 's.id', 'page.id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select([shownNameSql('u').as('username'), 'u.image as image'])
    .orderBy('s.finished_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
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
