import { LEADERBOARD_OTHERS, RECOMMENDATION_LIMIT } from '../constants/limits';

/**
 * docs/product.md#routine-leaderboard: the routine's People leaderboard shows the current user first (when a
 * participant), then the top 4 others by routine XP. Ties keep join order so the list does not jump around.
 */
export function leaderboard<T extends { userID: string; userRoutineXP: number }>(
  participants: readonly T[],
  currentUserID: string | null | undefined,
): T[] {
  const me = participants.find((p) => p.userID === currentUserID);
  const others = participants
    .filter((p) => p.userID !== currentUserID)
    .map((p, index) => ({ p, index }))
    .sort((a, b) => b.p.userRoutineXP - a.p.userRoutineXP || a.index - b.index)
    .slice(0, LEADERBOARD_OTHERS)
    .map(({ p }) => p);
  return me ? [me, ...others] : others;
}

/** Recommendation lists are cut to 4 (docs/product.md#recommendations). */
export function limitRecommendations<T>(items: readonly T[]): T[] {
  return items.slice(0, RECOMMENDATION_LIMIT);
}
