import type { SetValues } from './set-values';

/** The rep range double progression works in when a routine sets none (e.g. timed or '12' reps). */
const PROGRESSION_WEIGHT_STEP_KG = 2.5;

export interface ProgressionHint {
  values: SetValues;
  /** Why, in a sentence the set card shows. */
  reason: string;
}

/**
 * Double progression, the rule the hint states: reps climb first; once every set of the last session
 * reached the top of the target (the routine's reps), the weight goes up by 2.5 kg and reps start again
 * at the target's bottom (two fewer, at least 1). Sets without weight add a rep; timed sets add 5 s.
 * Returns null without history.
 */
export function suggestNext(lastSession: readonly SetValues[], targetReps: number): ProgressionHint | null {
  if (lastSession.length === 0) return null;
  const best = lastSession.reduce((a, b) => ((b.weightKg ?? 0) > (a.weightKg ?? 0) ? b : a));
  if (best.weightKg) {
    const atTop = lastSession.every((s) => (s.reps ?? 0) >= targetReps);
    if (atTop) {
      return {
        values: {
          ...best,
          weightKg: best.weightKg + PROGRESSION_WEIGHT_STEP_KG,
          reps: Math.max(1, targetReps - 2),
        },
        reason: `Every set reached ${targetReps} reps last time: add ${PROGRESSION_WEIGHT_STEP_KG} kg.`,
      };
    }
    const reps = Math.min(targetReps, Math.min(...lastSession.map((s) => s.reps ?? 0)) + 1);
    return {
      values: { ...best, reps },
      reason: `Same weight, one more rep than your weakest set last time.`,
    };
  }
  if (best.seconds) {
    const seconds = Math.max(...lastSession.map((s) => s.seconds ?? 0)) + 5;
    return { values: { ...best, seconds }, reason: 'Hold 5 s longer than your best set last time.' };
  }
  const reps = Math.max(...lastSession.map((s) => s.reps ?? 0)) + 1;
  return { values: { ...best, reps }, reason: 'One more rep than your best set last time.' };
}
