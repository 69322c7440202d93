import { type Kysely, type RawBuilder, sql } from 'kysely';
import { blockedWith } from '../../db/blocked-people';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';
import { escapeLike, ftsPrefixQuery, tsPrefixQuery } from './search-text';

export interface RoutineHit {
  id: string;
  name: string;
  estimatedTimeMinutes: string;
  level: string;
  participantCount: number;
  creatorId: string;
  creatorUsername: string;
}

export interface PersonHit {
  id: string;
  username: string;
  image: string | null;
}

interface RoutineRow {
  id: string;
  name: string;
  estimated_time_minutes: string;
  level: string;
  participant_count: number | string;
  creator_id: string;
  creator_username: string;
}

const toRoutineHit = (row: RoutineRow): RoutineHit => ({
  id: row.id,
  name: row.name,
  estimatedTimeMinutes: row.estimated_time_minutes,
  level: row.level,
  participantCount: Number(row.participant_count),
  creatorId: row.creator_id,
  creatorUsername: row.creator_username,
});

/** The fetched rows as hits, in the ranked page's order (a routine deleted meanwhile is skipped). */
function hitsInPageOrder<K, R extends RoutineRow>(
  page: readonly K[],
  rows: readonly R[],
  keyOf: (row: R) => K,
) {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return page.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [toRoutineHit(row)] : [];
  });
}

/**
 * Routines whose name or description contains every term as a word prefix. Routines with a term in
 * their name come first, then the most joined, then by name.
 */
export async function searchRoutines(
  { db, dialect }: DatabaseHandle,
  terms: readonly string[],
  limit: number,
  offset: number,
): Promise<RoutineHit[]> {
  if (terms.length === 0) return [];
  if (dialect === 'sqlite') return searchRoutinesSqlite(db, terms, limit, offset);
  const all = sql`to_tsquery('simple', stryd_fold(${tsPrefixQuery(terms, 'all')}))`;
  const any = sql`to_tsquery('simple', stryd_fold(${tsPrefixQuery(terms, 'any')}))`;
  const page =
    (await popularNameMatches(db, all, any, limit, offset)) ??
    (await rankedMatches(db, all, any, limit, offset));
  if (page.length === 0) return [];
  const { rows } = await sql<RoutineRow>`
    select r.id, r.name, r.estimated_time_minutes, r.level, r.participant_count, r.creator_id,
      ${shownNameSql('u')} as creator_username
    from routines r join users u on u.id = r.creator_id
    where r.id in (${sql.join(page)})
  `.execute(db);
  return hitsInPageOrder(page, rows, (row) => row.id);
}

/** How many of the most joined routines the quick path of a PostgreSQL search looks at. */
export const POPULAR_WINDOW = 1000;

/**
 * PostgreSQL, quick path for broad searches: the page when it lies wholly among name matches within
 * the POPULAR_WINDOW most joined routines (read in popularity order, stopping once the page is full);
 * those are then exactly the first name matches overall. Null when they do not fill the page.
 */
async function popularNameMatches(
  db: Kysely<Database>,
  all: RawBuilder<unknown>,
  any: RawBuilder<unknown>,
  limit: number,
  offset: number,
  window = POPULAR_WINDOW,
): Promise<string[] | null> {
  const wanted = offset + limit;
  if (wanted > window) return null;
  const { rows } = await sql<{ routine_id: string }>`
    select w.routine_id from (
      select routine_id, name_doc, doc, popularity from routine_search
      order by popularity desc, routine_id
      limit ${window}
    ) w
    where w.doc @@ ${all} and w.name_doc @@ ${any}
    order by w.popularity desc, w.routine_id
    limit ${wanted}
  `.execute(db);
  return rows.length === wanted ? rows.slice(offset).map((row) => row.routine_id) : null;
}

/** PostgreSQL: rank every match inside routine_search (it carries the participant count). */
async function rankedMatches(
  db: Kysely<Database>,
  all: RawBuilder<unknown>,
  any: RawBuilder<unknown>,
  limit: number,
  offset: number,
): Promise<string[]> {
  const { rows } = await sql<{ routine_id: string }>`
    select s.routine_id from routine_search s
    where s.doc @@ ${all}
    order by s.name_doc @@ ${any} desc, s.popularity desc, s.routine_id
    limit ${limit} offset ${offset}
  `.execute(db);
  return rows.map((row) => row.routine_id);
}

/** Above this many matches, walking the popularity index beats sorting every match. */
const SORT_ALL_MATCHES_UP_TO = 2000;

/**
 * Rowids of the most joined routines matching an FTS5 expression. Few matches: sort them all. Many: walk
 * the popularity index (a covering index of participant_count and rowid) and stop after `limit` hits,
 * which at that match rate means reading a few hundred index entries. Either way the work is bounded.
 */
async function mostJoinedMatches(db: Kysely<Database>, match: string, limit: number): Promise<number[]> {
  if (limit <= 0) return [];
  const counted = await sql<{ n: number }>`
    select count(*) as n from routines_fts where routines_fts match ${match}
  `.execute(db);
  const matches = Number(counted.rows[0]?.n ?? 0);
  if (matches === 0) return [];
  const { rows } =
    matches <= SORT_ALL_MATCHES_UP_TO
      ? await sql<{ rid: number }>`
          select r.rowid as rid from routines r
          where r.rowid in (select rowid from routines_fts where routines_fts match ${match})
          order by r.participant_count desc, r.name, r.id
          limit ${limit}
        `.execute(db)
      : await sql<{ rid: number }>`
          select r.rowid as rid from routines r indexed by routines_popularity
          where r.rowid in (select rowid from routines_fts where routines_fts match ${match})
          order by r.participant_count desc
          limit ${limit}
        `.execute(db);
  return rows.map((row) => row.rid);
}

/** SQLite: routines with a term in their name first, then those matching only in the description. */
async function searchRoutinesSqlite(
  db: Kysely<Database>,
  terms: readonly string[],
  limit: number,
  offset: number,
): Promise<RoutineHit[]> {
  const all = ftsPrefixQuery(terms, ['name', 'description'], 'all');
  const inName = ftsPrefixQuery(terms, ['name'], 'any');
  const wanted = offset + limit;
  const nameFirst = await mostJoinedMatches(db, `(${all}) AND (${inName})`, wanted);
  const rest =
    nameFirst.length < wanted
      ? await mostJoinedMatches(db, `(${all}) NOT (${inName})`, wanted - nameFirst.length)
      : [];
  const page = [...nameFirst, ...rest].slice(offset, wanted);
  if (page.length === 0) return [];
  const { rows } = await sql<RoutineRow & { rid: number }>`
    select r.rowid as rid, r.id, r.name, r.estimated_time_minutes, r.level, r.participant_count, r.creator_id,
      ${shownNameSql('u')} as creator_username
    from routines r join users u on u.id = r.creator_id
    where r.rowid in (${sql.join(page)})
  `.execute(db);
  return hitsInPageOrder(page, rows, (row) => row.rid);
}

interface PersonRow {
  id: string;
  username: string;
  image: string | null;
}

/**
 * People whose (lower-case) username starts with the needle, alphabetically, followed by those that
 * merely contain it. The prefix part is an index range; the contains part runs only to fill a page.
 * A signed-in searcher never finds anyone in a block with them (docs/product.md#blocking).
 */
export async function searchPeople(
  { db, dialect }: DatabaseHandle,
  needle: string,
  limit: number,
  offset: number,
  searcherId: string | null,
): Promise<PersonHit[]> {
  if (needle === '') return [];
  const pattern = escapeLike(needle);
  const display = shownNameSql('u');
  // A byte-order range (LIKE cannot use SQLite's index); PostgreSQL's index is on username collate "C".
  const username = dialect === 'sqlite' ? sql`u.username` : sql`(u.username collate "C")`;
  const upper = `${needle}\u{10FFFF}`;
  const isPrefix = sql<boolean>`(${username} >= ${needle} and ${username} < ${upper})`;
  const likeEscape = dialect === 'sqlite' ? sql` escape '\\'` : sql``;
  const shown = searcherId === null ? sql`` : sql` and u.id not in (${blockedWith(db, searcherId)})`;

  const prefixRows = await sql<PersonRow>`
    select u.id, ${display} as username, u.image from users u
    where ${isPrefix}${shown}
    order by ${username}
    limit ${limit} offset ${offset}
  `.execute(db);
  const rows = prefixRows.rows;
  if (rows.length >= limit) return rows;

  let prefixCount = offset + rows.length;
  if (rows.length === 0 && offset > 0) {
    const counted = await sql<{ n: number | string }>`
      select count(*) as n from users u where ${isPrefix}${shown}
    `.execute(db);
    prefixCount = Number(counted.rows[0]?.n ?? 0);
  }
  const containsRows = await sql<PersonRow>`
    select u.id, ${display} as username, u.image from users u
    where u.username like ${`%${pattern}%`}${likeEscape} and not ${isPrefix}${shown}
    order by ${username}
    limit ${limit - rows.length} offset ${Math.max(0, offset - prefixCount)}
  `.execute(db);
  return [...rows, ...containsRows.rows];
}
