import { XP_PER_SET } from '../constants/limits';

/**
 * docs/product.md#daily-xp-cap: a user's XP on one routine per day is capped at one full completion: 10 × Σ
 * sets. Only the amount lives here: the server applies it to each tick and untick in SQL, inside the tick's
 * transaction (tickToday and untickToday in apps/server/src/modules/xp/xp.repository.ts).
 */
export function dailyXpCap(workouts: ReadonlyArray<{ workoutSets: number }>): number {
  return XP_PER_SET * workouts.reduce((sum, w) => sum + Math.max(0, Math.floor(w.workoutSets)), 0);
}
