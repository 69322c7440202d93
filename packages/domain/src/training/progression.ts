import { countsAsWork, effortLabel, feltEasy, type SetDetails } from './set-details';
import { type SetValues, setValuesOf } from './set-values';

/** A set of last time: its values, type and effort (pre-fill, and the hint). */
export type PreviousSet = SetValues & Pick<SetDetails, 'setType' | 'rpe' | 'rir'>;
/** What the hint reads of a set of last time: its values, and its type and effort when known. */
type HintSet = SetValues & Partial<Pick<SetDetails, 'setType' | 'rpe' | 'rir'>>;

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
 * at the target's bottom (two fewer, at least 1). A top set that felt easy (RPE 7 or less, RIR 3 or more:
 * domain feltEasy) adds the weight at once, at the same reps. Sets without weight add a rep; timed sets
 * add 5 s. Warm-up sets are left out. Returns null without a working set last time.
 */
export function suggestNext(previous: readonly HintSet[], targetReps: number): ProgressionHint | null {
  const lastSession = previous.filter((set) => countsAsWork(set.setType ?? 'working'));
  if (lastSession.length === 0) return null;
  const best = lastSession.reduce((a, b) => ((b.weightKg ?? 0) > (a.weightKg ?? 0) ? b : a));
  if (best.weightKg) {
    const effort = { rpe: best.rpe ?? null, rir: best.rir ?? null };
    if (feltEasy(effort)) {
      return {
        values: valuesOf(best, { weightKg: best.weightKg + PROGRESSION_WEIGHT_STEP_KG }),
        reason: `Your top set felt easy last time (${effortLabel(effort)}): add ${PROGRESSION_WEIGHT_STEP_KG} kg.`,
      };
    }
    const atTop = lastSession.every((s) => (s.reps ?? 0) >= targetReps);
    if (atTop) {
      return {
        values: valuesOf(best, {
          weightKg: best.weightKg + PROGRESSION_WEIGHT_STEP_KG,
          reps: Math.max(1, targetReps - 2),
        }),
        reason: `Every set reached ${targetReps} reps last time: add ${PROGRESSION_WEIGHT_STEP_KG} kg.`,
      };
    }
    const reps = Math.min(targetReps, Math.min(...lastSession.map((s) => s.reps ?? 0)) + 1);
    return {
      values: valuesOf(best, { reps }),
      reason: `Same weight, one more rep than your weakest set last time.`,
    };
  }
  if (best.seconds) {
    const seconds = Math.max(...lastSession.map((s) => s.seconds ?? 0)) + 5;
    return { values: valuesOf(best, { seconds }), reason: 'Hold 5 s longer than your best set last time.' };
  }
  const reps = Math.max(...lastSession.map((s) => s.reps ?? 0)) + 1;
  return { values: valuesOf(best, { reps }), reason: 'One more rep than your best set last time.' };
}

/** The values of a set of last time, with some changed (its type and effort are not part of a hint). */
function valuesOf(set: HintSet, change: Partial<SetValues>): SetValues {
  return { ...setValuesOf(set), ...change };
}
