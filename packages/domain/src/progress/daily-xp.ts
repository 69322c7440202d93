import { XP_PER_SET } from '../constants/limits';

/** DESIGN §4.3: a user's XP on one routine per day is capped at one full completion: 10 × Σ sets. */
export function dailyXpCap(workouts: ReadonlyArray<{ workoutSets: number }>): number {
  return XP_PER_SET * workouts.reduce((sum, w) => sum + Math.max(0, Math.floor(w.workoutSets)), 0);
}

export interface DailyXpChange {
  /** What to add to the participant's routine XP and the user's total XP: 10, 0 or -10. */
  delta: number;
  /** The day's XP after the change. */
  dayXp: number;
  /** True when a tick earned nothing because the day's cap was reached. */
  capped: boolean;
}

/**
 * DESIGN §4.3: a tick earns 10 unless the day's cap is reached; an untick takes back 10 but never
 * takes the day's XP below 0 (so unticking yesterday's sets cannot drain earned XP).
 */
export function dailyXpChange(dayXp: number, cap: number, action: 'tick' | 'untick'): DailyXpChange {
  const current = Math.max(0, dayXp);
  if (action === 'tick') {
    if (current + XP_PER_SET > cap) return { delta: 0, dayXp: current, capped: true };
    return { delta: XP_PER_SET, dayXp: current + XP_PER_SET, capped: false };
  }
  const delta = -Math.min(XP_PER_SET, current);
  return { delta, dayXp: current + delta, capped: false };
}
