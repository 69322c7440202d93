import type { ExerciseCategory } from '../catalogue/library/types';

/** Rest after a set, by the kind of work, before the user changes it (seconds). */
export const DEFAULT_REST_SECONDS: Record<ExerciseCategory | 'custom', number> = {
  strength: 90,
  plyometric: 60,
  core: 45,
  cardio: 30,
  mobility: 30,
  custom: 90,
};

export const REST_SECONDS_MIN = 10;
export const REST_SECONDS_MAX = 600;
/** One press of − or + on the rest timer. */
export const REST_STEP_SECONDS = 15;

/** A rest length kept within bounds, in whole seconds. */
export function clampRestSeconds(seconds: number): number {
  if (!Number.isFinite(seconds)) return DEFAULT_REST_SECONDS.custom;
  return Math.min(REST_SECONDS_MAX, Math.max(REST_SECONDS_MIN, Math.round(seconds)));
}

/**
 * Time left of a rest that ends at `endsAt` (ms since the epoch). Computed from timestamps, never from
 * counted ticks, so a phone that slept or a throttled tab still shows the right time on waking.
 */
export function restRemainingMs(endsAt: number, now: number): number {
  return Math.max(0, endsAt - now);
}

/** m:ss for a countdown, rounding up so '0:00' shows only when the rest is over. */
export function formatRest(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
