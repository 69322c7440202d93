import type { FeedItemKind } from '@stryd/domain';
import { type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { isPostgres } from '../../db/dialect';
import { PLANNED_EACH_TIME } from '../../db/postgres-prepared';
import type { Database } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';
import { volumeSumSql } from '../workout-log/set-logs.repository';

/** Where a page of the feed starts: after the card at `at` with this key (decision 034, 038). */
export interface FeedCursor {
  at: string;
  id: string;
}

/** Which part of the timeline a read covers: after `since` (or from the start), before the cursor. */
interface Bounds {
  after: FeedCursor | null;
  since: string | null;
}

/** A card of a page: its kind, time and key, whose it is, and what it names (a routine, a rank). */
export interface FeedRow {
  kind: FeedItemKind;
  at: string;
  id: string;
  person_id: string;
  routine_id: string | null;
  rank_index: number | null;
  username: string;
  image: string | null;
}

/** A card's time within the bounds, and past the cursor in (time, key) order, newest first. */
function inBounds(at: RawBuilder<string | null>, key: RawBuilder<string>, { after, since }: Bounds) {
  const conditions = [sql`${at} is not null`];
  if (since) conditions.push(sql`${at} > ${since}`);
  if (after) conditions.push(sql`(${at} < ${after.at} or (${at} = ${after.at} and ${key} < ${after.id}))`);
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

type Sessions = ExpressionBuilder<Database, 'workout_sessions'>;

/** Sessions that belong in a feed: finished and logged here (imported ones stay out, issue 33 item 7). */
const loggedHere = (eb: Sessions) =>
  eb.and([eb('workout_sessions.finished_at', 'is not', null), eb('workout_sessions.import_id', 'is', null)]);

const sessionBounds = (bounds: Bounds) =>
  inBounds(sql.ref('workout_sessions.finished_at'), sql.ref('workout_sessions.id'), bounds);

/** What every branch selects, so `union all` lines the columns up (nulls typed for PostgreSQL). */
const noRoutine = sql<string | null>`cast(null as text)`.as('routine_id');
const noRank = sql<number | null>`cast(null as integer)`.as('rank_index');
const kindOf = (kind: FeedItemKind) => sql.lit(kind).$castTo<FeedItemKind>().as('kind');

/**
 * Finished sessions of the viewer and the people they follow (decision 034): the viewer's own, and of the
 * others those not kept to their owner. Two branches, each through the `workout_sessions_feed` index.
 */
function sessionCards(db: WithPeople, viewerId: string, bounds: Bounds) {
  // The owner's default is looked up for each session found, not joined for each person followed: most of
  // the 500 have no session in the window, and a join had SQLite read every one's profile first.
  const followed = db
    .selectFrom('people')
    .innerJoin('workout_sessions', 'workout_sessions.user_id', 'people.person_id')
    .where('people.person_id', '!=', viewerId)
    .where((eb) => {
      const ownerDefault = eb
        .selectFrom('profiles')
        .select('profiles.session_visibility')
        .whereRef('profiles.user_id', '=', 'workout_sessions.user_id');
      return eb(eb.fn.coalesce('workout_sessions.visibility', ownerDefault), '!=', 'only-me');
    });
  const own = db.selectFrom('workout_sessions').where('workout_sessions.user_id', '=', viewerId);
  const columns = [
    kindOf('session'),
    sql.ref<string>('workout_sessions.finished_at').as('at'),
    sql.ref<string>('workout_sessions.id').as('id'),
    sql.ref<string>('workout_sessions.user_id').as('person_id'),
    noRoutine,
    noRank,
  ] as const;
  return followed
    .select(columns)
    .where(loggedHere)
    .where(sessionBounds(bounds))
    .unionAll(own.select(columns).where(loggedHere).where(sessionBounds(bounds)));
}

/**
 * The viewer and the people they follow, as a table to join each kind of event to (decision 038): the
 * events are few per person, so each is one index range per person (`workout_sessions_feed`,
 * `routines_feed`, `participants_feed`, `ranks_reached_feed`). One common table read once for the four
 * branches (a subquery in each read the 500 follows four times: ~1 ms of a 7 ms page on PostgreSQL).
 */
function people(db: Kysely<Database>, viewerId: string) {
  return db
    .selectFrom('follows')
    .select('follows.followee_id as person_id')
    .where('follows.follower_id', '=', viewerId)
    .unionAll(db.selectNoFrom([sql<string>`cast(${viewerId} as text)`.as('person_id')]));
}

/** The database as the branches see it: with `people` (feedPage's common table). */
type WithPeople = Kysely<Database & { people: { person_id: string } }>;

/** Routines created (by hand or generated): every routine is public (SPEC: profiles list them). */
function routineCreatedCards(db: WithPeople, bounds: Bounds) {
  return db
    .selectFrom('people')
    .innerJoin('routines', 'routines.creator_id', 'people.person_id')
    .select([
      kindOf('routine-created'),
      sql.ref<string>('routines.created_at').as('at'),
      sql.ref<string>('routines.id').as('id'),
      sql.ref<string>('routines.creator_id').as('person_id'),
      sql.ref<string | null>('routines.id').as('routine_id'),
      noRank,
    ])
    .where(inBounds(sql.ref('routines.created_at'), sql.ref('routines.id'), bounds));
}

/** A join's key: the routine and who joined it (one join per person and routine). */
const joinedKey = sql<string>`${sql.ref('participants.routine_id')} || ${sql.lit(':')} || ${sql.ref('participants.user_id')}`;

/** Routines joined; a creator is their routine's first participant, which its created card tells. */
function routineJoinedCards(db: WithPeople, bounds: Bounds) {
  return db
    .selectFrom('people')
    .innerJoin('participants', 'participants.user_id', 'people.person_id')
    .innerJoin('routines', 'routines.id', 'participants.routine_id')
    .select([
      kindOf('routine-joined'),
      sql.ref<string>('participants.joined_at').as('at'),
      joinedKey.as('id'),
      sql.ref<string>('participants.user_id').as('person_id'),
      sql.ref<string | null>('participants.routine_id').as('routine_id'),
      noRank,
    ])
    .whereRef('routines.creator_id', '!=', 'participants.user_id')
    .where(inBounds(sql.ref('participants.joined_at'), joinedKey, bounds));
}

const rankKey = sql<string>`${sql.lit('rank:')} || ${sql.ref('ranks_reached.user_id')} || ${sql.lit(':')} || cast(${sql.ref('ranks_reached.rank_index')} as text)`;

/** Ranks reached while recorded (the undated ones of migration 0028 stay out). */
function rankReachedCards(db: WithPeople, bounds: Bounds) {
  return db
    .selectFrom('people')
    .innerJoin('ranks_reached', 'ranks_reached.user_id', 'people.person_id')
    .select([
      kindOf('rank-reached'),
      sql.ref<string>('ranks_reached.reached_at').as('at'),
      rankKey.as('id'),
      sql.ref<string>('ranks_reached.user_id').as('person_id'),
      noRoutine,
      sql.ref<number | null>('ranks_reached.rank_index').as('rank_index'),
    ])
    .where(inBounds(sql.ref('ranks_reached.reached_at'), rankKey, bounds));
}

/**
 * A page of the feed, newest first by (time, key) across every kind of card (decisions 034 and 038):
 * each kind's branches read through their index within the bounds, joined by `union all`, and the
 * writers' names joined after the limit. `since` bounds how far back it reads (the service reads without
 * it when the window holds too few).
 */
export function feedPage(
  db: Kysely<Database>,
  viewerId: string,
  after: FeedCursor | null,
  limit: number,
  since: string | null,
): Promise<FeedRow[]> {
  const bounds = { after, since };
  const branches = db.withTables<{ people: { person_id: string } }>();
  const page = sessionCards(branches, viewerId, bounds)
    .unionAll(routineCreatedCards(branches, bounds))
    .unionAll(routineJoinedCards(branches, bounds))
    .unionAll(rankReachedCards(branches, bounds))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  // PostgreSQL reads `people` once for the four branches; SQLite plans each branch as one index range per
  // person only with the table written into it (materialized there, a page took ~19 ms instead of ~2).
  const postgres = isPostgres(db);
  return db
    .with(
      (cte) => (postgres ? cte('people').materialized() : cte('people').notMaterialized()),
      () => people(db, viewerId),
    )
    .selectFrom(page.as('page'))
    .innerJoin('users as u', 'u.id', 'page.person_id')
    .selectAll('page')
    .select([shownNameSql('u').as('username'), 'u.image as image'])
    .orderBy('page.at', 'desc')
    .orderBy('page.id', 'desc')
    .modifyEnd(sql.raw(PLANNED_EACH_TIME))
    .execute();
}

/** The page's sessions, whole. */
export function sessionsByIds(db: Kysely<Database>, ids: readonly string[]) {
  return db
    .selectFrom('workout_sessions')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** The routines the page's cards name, with their creators' shown names. */
export function routinesByIds(db: Kysely<Database>, ids: readonly string[]) {
  return db
    .selectFrom('routines')
    .innerJoin('users', 'users.id', 'routines.creator_id')
    .select([
      'routines.id',
      'routines.name',
      'routines.creator_id',
      'routines.creation_type',
      shownNameSql().as('creator_name'),
    ])
    .where('routines.id', 'in', [...ids])
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
      volumeSumSql.as('volume'),
      eb.fn.min('workout_index').as('first_card'),
    ])
    .where('session_id', 'in', [...sessionIds])
    .groupBy(['session_id', 'exercise_name'])
    .execute();
}
