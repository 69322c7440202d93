import type { PersonRecommendation, RoutineRecommendation } from '@stryd/domain';
import { RECOMMENDATION_LIMIT } from '@stryd/domain';
import type { DatabaseHandle } from '../../db/database';
import { blockedWithViewer } from '../blocks/blocks.service';
import { storedPreferencesJson } from '../preferences/preferences.service';
import { interestKeywords, matchingInterest } from './interest-keywords';
import { type KeywordMatches, keywordMatches } from './keyword-matches';
import {
  friendsOfFriends,
  newestPeople,
  type PersonCandidate,
  peopleDetails,
  popularPeople,
  popularRoutines,
  type RoutineCandidate,
  routinesAmong,
  workoutTypes,
} from './recommendations.repository';

/**
 * The fixed id for signed-out visitors (docs/product.md#recommendations): `anonymous`. It can never
 * be a real user id (those are random ids), and it always yields the popular lists.
 */
export const ANONYMOUS_USER_ID = 'anonymous';

/** How many popular / interest-matching candidates are scored; enough to survive the exclusions. */
const POPULAR_CANDIDATES = 100;
const INTEREST_CANDIDATES = 50;
const FRIEND_CANDIDATES = 50;

interface Taste {
  interests: string[];
  level: string | null;
}

function parseTaste(json: string | undefined | null): Taste {
  if (!json) return { interests: [], level: null };
  try {
    const data = JSON.parse(json) as { workoutInterests?: unknown; level?: unknown };
    const interests = Array.isArray(data.workoutInterests)
      ? data.workoutInterests.filter((value): value is string => typeof value === 'string')
      : [];
    return { interests, level: typeof data.level === 'string' ? data.level : null };
  } catch {
    return { interests: [], level: null };
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Highest score first (compared element by element), then by name so equal scores keep a stable order. */
function byScore<T>(items: T[], score: (item: T) => number[], name: (item: T) => string): T[] {
  const scored = items.map((item) => ({ item, key: score(item), name: name(item) }));
  scored.sort((a, b) => {
    for (let i = 0; i < a.key.length; i += 1) {
      const diff = (b.key[i] ?? 0) - (a.key[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
  return scored.map((s) => s.item);
}

/**
 * Routines the viewer neither created nor joined: first those matching an interest, then those at the
 * viewer's level, then the most joined. Signed-out visitors get the most joined. `matches` finds the
 * routines matching interest keywords (the routes pass one that remembers them for a while).
 */
export async function recommendRoutines(
  database: DatabaseHandle,
  viewerId: string | null,
  matches: KeywordMatches = keywordMatches(database),
): Promise<RoutineRecommendation[]> {
  const taste = viewerId ? parseTaste(await storedPreferencesJson(database.db, viewerId)) : parseTaste(null);
  const keywords = [...new Set(taste.interests.flatMap(interestKeywords))].slice(0, 32);
  const [popular, matching] = await Promise.all([
    popularRoutines(database, viewerId, POPULAR_CANDIDATES),
    matches(keywords).then((ids) => routinesAmong(database, viewerId, ids, INTEREST_CANDIDATES)),
  ]);
  const candidates = new Map<string, RoutineCandidate>();
  for (const routine of [...matching, ...popular]) candidates.set(routine.id, routine);

  const types =
    taste.interests.length > 0 ? await workoutTypes(database.db, [...candidates.keys()]) : new Map();
  const scored = [...candidates.values()].map((routine) => {
    const text = [routine.name, routine.description, ...(types.get(routine.id) ?? [])].join(' ');
    return {
      routine,
      interest: matchingInterest(taste.interests, text),
      levelMatch: taste.level !== null && routine.level === taste.level,
    };
  });
  const ranked = byScore(
    scored,
    (s) => [s.interest ? 1 : 0, s.levelMatch ? 1 : 0, s.routine.participantCount],
    (s) => `${s.routine.name}\u0000${s.routine.id}`,
  ).slice(0, RECOMMENDATION_LIMIT);

  return ranked.map(({ routine, interest, levelMatch }) => ({
    userID: routine.creatorId,
    username: routine.creatorUsername,
    routine: { routineName: routine.name, estimatedTimeMinutes: routine.estimatedTimeMinutes },
    level: routine.level,
    participants: routine.participantCount,
    reason: interest
      ? `Matches your interest: ${interest}`
      : levelMatch
        ? `Suits your level: ${routine.level}`
        : `Popular with ${plural(routine.participantCount, 'member', 'members')}`,
  }));
}

/**
 * People the viewer does not follow: first those followed by people the viewer follows or sharing an
 * interest, then the most followed. Signed-out visitors get the most followed.
 */
export async function recommendPeople(
  database: DatabaseHandle,
  viewerId: string | null,
): Promise<PersonRecommendation[]> {
  const [tasteJson, friends, popular, blocked] = await Promise.all([
    viewerId ? storedPreferencesJson(database.db, viewerId) : Promise.resolve(undefined),
    viewerId
      ? friendsOfFriends(database.db, viewerId, FRIEND_CANDIDATES)
      : Promise.resolve(new Map<string, number>()),
    popularPeople(database.db, viewerId, POPULAR_CANDIDATES),
    viewerId ? blockedWithViewer(database.db, viewerId) : Promise.resolve(new Set<string>()),
  ]);
  const taste = parseTaste(tasteJson);
  const ids = new Set([...friends.keys(), ...popular]);
  if (ids.size < RECOMMENDATION_LIMIT) {
    for (const id of await newestPeople(database.db, viewerId, RECOMMENDATION_LIMIT * 4)) ids.add(id);
  }
  // Nobody in a block with the viewer is suggested, either way.
  const people = await peopleDetails(
    database,
    [...ids].filter((id) => !blocked.has(id)),
  );

  const scored = people.map((person: PersonCandidate) => {
    const theirs = new Set(parseTaste(person.preferences).interests);
    const shared = taste.interests.filter((interest) => theirs.has(interest));
    return { person, shared, mutual: friends.get(person.id) ?? 0 };
  });
  const ranked = byScore(
    scored,
    (s) => [
      (s.mutual > 0 ? 1 : 0) + (s.shared.length > 0 ? 1 : 0),
      s.mutual + s.shared.length,
      s.person.followerCount,
    ],
    (s) => s.person.username,
  ).slice(0, RECOMMENDATION_LIMIT);

  return ranked.map(({ person, shared, mutual }) => ({
    userID: person.id,
    username: person.username,
    profileImageLink: person.image,
    reason:
      mutual > 0
        ? `Followed by ${plural(mutual, 'person', 'people')} you follow`
        : shared[0]
          ? `Shares your interest: ${shared[0]}`
          : person.followerCount > 0
            ? `Popular with ${plural(person.followerCount, 'follower', 'followers')}`
            : 'New on Stryd',
  }));
}
