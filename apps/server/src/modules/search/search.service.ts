import type { PersonResult, RoutineResult } from '@stryd/domain';
import type { DatabaseHandle } from '../../db/database';
import { badRequest } from '../../http/errors';
import { type PersonHit, type RoutineHit, searchPeople, searchRoutines } from './search.repository';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './search.schemas';
import { EMPTY_SEARCH_MESSAGE, MAX_QUERY_LENGTH, searchTerms, usernameNeedle } from './search-text';

export interface Paging {
  page: number;
  limit: number;
}

export interface SearchPage<T> {
  items: T[];
  page: number;
  limit: number;
  hasMore: boolean;
}

/** The typed text, or a 400: empty or blank ('Search field is empty') or too long. */
export function checkedQuery(raw: string): string {
  const text = raw.trim();
  if (text === '') throw badRequest(EMPTY_SEARCH_MESSAGE, 'EMPTY_QUERY');
  if (raw.length > MAX_QUERY_LENGTH) {
    throw badRequest(`Search text must be at most ${MAX_QUERY_LENGTH} characters.`, 'QUERY_TOO_LONG');
  }
  return text;
}

export function paging(query: { page?: number; limit?: number }): Paging {
  return { page: query.page ?? 1, limit: Math.min(query.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) };
}

/** One extra row is fetched to know whether another page exists. */
async function paged<H, T>(
  { page, limit }: Paging,
  fetch: (limit: number, offset: number) => Promise<H[]>,
  map: (hit: H) => T,
): Promise<SearchPage<T>> {
  const hits = await fetch(limit + 1, (page - 1) * limit);
  return { items: hits.slice(0, limit).map(map), page, limit, hasMore: hits.length > limit };
}

export const toRoutineResult = (hit: RoutineHit): RoutineResult => ({
  userID: hit.creatorId,
  username: hit.creatorUsername,
  routine: { routineName: hit.name, estimatedTimeMinutes: hit.estimatedTimeMinutes },
  level: hit.level,
  participants: hit.participantCount,
});

export const toPersonResult = (hit: PersonHit): PersonResult => ({
  userID: hit.id,
  username: hit.username,
  profileImageLink: hit.image,
});

export async function findRoutines(
  database: DatabaseHandle,
  raw: string,
  paging: Paging,
): Promise<SearchPage<RoutineResult>> {
  const terms = searchTerms(checkedQuery(raw));
  return paged(paging, (limit, offset) => searchRoutines(database, terms, limit, offset), toRoutineResult);
}

/** People by username; `searcherId` (signed in) leaves out anyone in a block with them. */
export async function findPeople(
  database: DatabaseHandle,
  raw: string,
  paging: Paging,
  searcherId: string | null = null,
): Promise<SearchPage<PersonResult>> {
  const needle = usernameNeedle(checkedQuery(raw));
  return paged(
    paging,
    (limit, offset) => searchPeople(database, needle, limit, offset, searcherId),
    toPersonResult,
  );
}
