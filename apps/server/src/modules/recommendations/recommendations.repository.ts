import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';
import { ftsPrefixQuery, tsPrefixQuery } from '../search/search-text';

/**
 * Every query here is bounded: an index scan with a LIMIT, or primary-key lookups for a candidate list
 * of at most a few hundred ids. Nothing scans or groups whole tables, so the cost does not grow with
 * the number of routines, users or follows.
 */

export interface RoutineCandidate {
  id: string;
  name: string;
  description: string;
  level: string;
  estimatedTimeMinutes: string;
  participantCount: number;
  creatorId: string;
  creatorUsername: string;
}

interface RoutineRow {
  id: string;
  name: string;
  description: string;
  level: string;
  estimated_time_minutes: string;
  participant_count: number | string;
  creator_id: string;
  creator_username: string;
}

const toCandidate = (row: RoutineRow): RoutineCandidate => ({
  id: row.id,
  name: row.name,
  description: row.description,
  level: row.level,
  estimatedTimeMinutes: row.estimated_time_minutes,
  participantCount: Number(row.participant_count),
  creatorId: row.creator_id,
  creatorUsername: row.creator_username,
});

/** Neither created nor joined by the viewer (the creator is a participant, but check both anyway). */
const notMine = (viewerId: string | null) =>
  viewerId === null
    ? sql`1 = 1`
    : sql`r.creator_id <> ${viewerId}
        and not exists (select 1 from participants p where p.routine_id = r.id and p.user_id = ${viewerId})`;

/**
 * The `limit` most joined routines meeting `where` (on routines r), with their creators' names. The
 * creators are joined after the limit, so only the kept rows pay for that lookup.
 */
async function withCreators(
  { db }: Pick<DatabaseHandle, 'db'>,
  where: RawBuilder<unknown>,
  limit: number,
): Promise<RoutineCandidate[]> {
  const { rows } = await sql<RoutineRow>`
    select c.*, ${shownNameSql('u')} as creator_username
    from (
      select r.id, r.name, r.description, r.level, r.estimated_time_minutes, r.participant_count, r.creator_id
      from routines r
      where ${where}
      order by r.participant_count desc
      limit ${limit}
    ) c join users u on u.id = c.creator_id
    order by c.participant_count desc
  `.execute(db);
  return rows.map(toCandidate);
}

/** The most joined routines (routines_popularity index, read backwards). */
export async function popularRoutines(
  { db }: Pick<DatabaseHandle, 'db'>,
  viewerId: string | null,
  limit: number,
): Promise<RoutineCandidate[]> {
  return withCreators({ db }, notMine(viewerId), limit);
}

const FRESH_MATCHES = 300;

/**
 * Ids of the newest FRESH_MATCHES routines whose name or description has a word starting with one of
 * the keywords (any FRESH_MATCHES matches on PostgreSQL, which has no cheap "newest" order here).
 */
export async function keywordMatchIds(
  { db, dialect }: Pick<DatabaseHandle, 'db' | 'dialect'>,
  keywords: readonly string[],
): Promise<string[]> {
  if (keywords.length === 0) return [];
  // The newest matches only (FTS5 reads its index backwards and stops): popular matches come from
  // popularRoutines, so this adds fresh routines without ranking every match.
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ id: string }>`
          select r.id from routines r where r.rowid in (select rowid from routines_fts
            where routines_fts match ${ftsPrefixQuery(keywords, ['name', 'description'], 'any')}
            order by rowid desc limit ${FRESH_MATCHES})`.execute(db)
      : await sql<{ id: string }>`
          select routine_id as id from routine_search
            where doc @@ to_tsquery('simple', stryd_fold(${tsPrefixQuery(keywords, 'any')}))
            limit ${FRESH_MATCHES}`.execute(db);
  return rows.map((row) => row.id);
}

/** The `limit` most joined of the given routines that the viewer neither created nor joined. */
export async function routinesAmong(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  viewerId: string | null,
  ids: readonly string[],
  limit: number,
): Promise<RoutineCandidate[]> {
  if (ids.length === 0) return [];
  return withCreators(database, sql`r.id in (${sql.join(ids)}) and ${notMine(viewerId)}`, limit);
}

/** Workout types of the given routines, in position order. */
export async function workoutTypes(
  db: Kysely<Database>,
  routineIds: readonly string[],
): Promise<Map<string, string[]>> {
  const types = new Map<string, string[]>();
  if (routineIds.length === 0) return types;
  const rows = await db
    .selectFrom('workouts')
    .select(['routine_id', 'type'])
    .where('routine_id', 'in', routineIds)
    .orderBy('routine_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = types.get(row.routine_id) ?? [];
    list.push(row.type);
    types.set(row.routine_id, list);
  }
  return types;
}

export interface PersonCandidate {
  id: string;
  username: string;
  image: string | null;
  followerCount: number;
  preferences: string | null;
}

/**
 * People followed by the people the viewer follows (not the viewer, not already followed), with how many
 * of the viewer's followees follow each. The viewer's own follow list is capped to keep this bounded.
 */
export async function friendsOfFriends(
  db: Kysely<Database>,
  viewerId: string,
  limit: number,
): Promise<Map<string, number>> {
  const followees = sql`(select followee_id from follows where follower_id = ${viewerId} limit 500)`;
  // PostgreSQL joined the 500 to all of follows by a hash over a full scan (52 ms on the reduced benchmark
  // seed, 100k follows); given them as an array, it reads each one's follows by the key (21 ms).
  const amongFollowees = isPostgres(db) ? sql`= any (array${followees})` : sql`in ${followees}`;
  const { rows } = await sql<{ id: string; mutual: number | string }>`
    select f2.followee_id as id, count(*) as mutual
    from follows f2
    where f2.follower_id ${amongFollowees}
      and f2.followee_id <> ${viewerId}
      and not exists (select 1 from follows x where x.follower_id = ${viewerId} and x.followee_id = f2.followee_id)
    group by f2.followee_id
    order by count(*) desc
    limit ${limit}
  `.execute(db);
  return new Map(rows.map((row) => [row.id, Number(row.mutual)]));
}

/** People worth suggesting to the viewer: not the viewer, not already followed (anyone when signed out). */
function notViewerNorFollowed(viewerId: string | null, personId: RawBuilder<unknown>) {
  if (viewerId === null) return sql`1 = 1`;
  return sql`${personId} <> ${viewerId}
    and not exists (select 1 from follows x where x.follower_id = ${viewerId} and x.followee_id = ${personId})`;
}

/** The most followed people (user_stats index) the viewer does not follow. */
export async function popularPeople(
  db: Kysely<Database>,
  viewerId: string | null,
  limit: number,
): Promise<string[]> {
  const exclude = notViewerNorFollowed(viewerId, sql.ref('s.user_id'));
  const { rows } = await sql<{ id: string }>`
    select s.user_id as id from user_stats s
    where s.follower_count > 0 and ${exclude}
    order by s.follower_count desc
    limit ${limit}
  `.execute(db);
  return rows.map((row) => row.id);
}

/** The newest accounts, to fill the list on a young instance where few people have followers. */
export async function newestPeople(
  db: Kysely<Database>,
  viewerId: string | null,
  limit: number,
): Promise<string[]> {
  const exclude = notViewerNorFollowed(viewerId, sql.ref('u.id'));
  const { rows } = await sql<{ id: string }>`
    select u.id from users u where ${exclude} order by u."createdAt" desc limit ${limit}
  `.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Display details, follower counts and saved preferences of the candidates. Subqueries rather than left
 * joins: PostgreSQL planned the joins as a scan of all preferences (6.5 ms for 150 people on the
 * benchmark data, against 1.2–1.8 ms for primary-key lookups).
 */
export async function peopleDetails(
  { db }: Pick<DatabaseHandle, 'db'>,
  ids: readonly string[],
): Promise<PersonCandidate[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{
    id: string;
    username: string;
    image: string | null;
    follower_count: number | string | null;
    data: string | null;
  }>`
    select u.id, ${shownNameSql('u')} as username, u.image,
      (select s.follower_count from user_stats s where s.user_id = u.id) as follower_count,
      (select p.data from preferences p where p.user_id = u.id) as data
    from users u
    where u.id in (${sql.join(ids)})
  `.execute(db);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    image: row.image,
    followerCount: Number(row.follower_count ?? 0),
    preferences: row.data,
  }));
}
