import { PROGRESS_CAP, XP_PER_SET } from '../constants/limits';

/**
 * Progress is kept unrounded and only shown with one decimal. Rounding the stored value (as a literal
 * reading of docs/product.md#ticking-a-set would) leaves 3 × 33.3 = 99.9, so a routine could never reach
 * completion. EPSILON absorbs floating-point noise so all-checked is exactly 100 and all-unchecked exactly 0.
 */
const EPSILON = 1e-6;

function clampProgress(value: number): number {
  if (!(value > EPSILON)) return 0; // also maps NaN to 0
  if (value > PROGRESS_CAP - EPSILON) return PROGRESS_CAP;
  return value;
}

/**
 * One set's share of the routine = 100 / (workouts × that workout's sets); 0 if either is not positive
 * (docs/product.md#ticking-a-set).
 */
export function perSetShare(workoutCount: number, sets: number): number {
  if (!(workoutCount > 0) || !(sets > 0)) return 0;
  return PROGRESS_CAP / (workoutCount * sets);
}

/** Checking a set raises progress by its share, capped at 100. */
export function checkSet(progress: number, share: number): number {
  return clampProgress(progress + share);
}

/** Unchecking a set lowers progress by its share, never below 0. */
export function uncheckSet(progress: number, share: number): number {
  return clampProgress(progress - share);
}

/** Completion fires at progress ≥ 100 (docs/product.md#completion). */
export function isComplete(progress: number): boolean {
  return progress >= PROGRESS_CAP - EPSILON;
}

/**
 * docs/product.md#progress-display: percent completed with one decimal ('33.3'). Below completion it never
 * shows '100.0', so the number and the completion modal agree.
 */
export function formatPercent(progress: number): string {
  const value = clampProgress(progress);
  if (value < PROGRESS_CAP && Math.round(value * 10) >= PROGRESS_CAP * 10) return '99.9';
  return value.toFixed(1);
}

/** ±10 XP for a check or uncheck (docs/product.md#ticking-a-set). */
export function xpDelta(checked: boolean): number {
  return checked ? XP_PER_SET : -XP_PER_SET;
}

/** The page's XP state: session XP and progress (0 to 100). */
export interface XpState {
  currentXP: number;
  currentProgress: number;
}

export const INITIAL_XP_STATE: XpState = { currentXP: 0, currentProgress: 0 };

/** One tick (checked = true) or untick of a set worth `share`; session XP never goes below 0. */
export function applySetToggle(state: XpState, share: number, checked: boolean): XpState {
  return {
    currentXP: Math.max(0, state.currentXP + xpDelta(checked)),
    currentProgress: checked
      ? checkSet(state.currentProgress, share)
      : uncheckSet(state.currentProgress, share),
  };
}
