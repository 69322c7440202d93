import { fromKg, type SetValues, setVolumeKg, type WeightUnit } from './set-values';

/**
 * Estimated one-rep max by Epley's formula, weight × (1 + reps / 30); a single is its own max. Sets over
 * 12 reps say little about a max, so they are not counted (null).
 */
export function estimatedOneRepMax(weightKg: number | null, reps: number | null): number | null {
  if (!weightKg || !reps || reps < 1 || reps > 12) return null;
  const value = reps === 1 ? weightKg : weightKg * (1 + reps / 30);
  return Math.round(value * 10) / 10;
}

export const E1RM_FORMULA = 'Epley: weight × (1 + reps ÷ 30), for sets of 1–12 reps';

/** Kinds of personal record a set can set, in the order they are announced. */
const SET_RECORD_KINDS = ['weight', 'e1rm', 'repsAtWeight', 'setVolume', 'time', 'reps'] as const;
export type SetRecordKind = (typeof SET_RECORD_KINDS)[number];
/** Every record a logged set can carry: its own, and the session volume marked on finishing. */
export const RECORD_KINDS = [...SET_RECORD_KINDS, 'sessionVolume'] as const;
type RecordKind = (typeof RECORD_KINDS)[number];

export const RECORD_LABELS: Record<RecordKind, string> = {
  weight: 'Heaviest weight',
  e1rm: 'Best estimated 1RM',
  repsAtWeight: 'Most reps at this weight',
  setVolume: 'Best set volume',
  time: 'Longest time',
  reps: 'Most reps',
  sessionVolume: 'Best session volume',
};

/** The bests a user held for one exercise before a set; null where nothing was logged. */
export interface ExerciseBests {
  weightKg: number | null;
  e1rm: number | null;
  /** Most reps at exactly the set's weight. */
  repsAtWeight: number | null;
  setVolumeKg: number | null;
  seconds: number | null;
  /** Most reps in a set without weight. */
  reps: number | null;
}

/**
 * The records a set beats. A first-ever set of an exercise sets no record (there is nothing to beat);
 * records need a strictly better value. Weighted sets compete on weight, e1RM, reps at that weight and
 * volume; sets without weight on reps; timed sets on time.
 */
export function recordsBeaten(bests: ExerciseBests, set: SetValues): SetRecordKind[] {
  const beaten: SetRecordKind[] = [];
  const better = (value: number | null, best: number | null) =>
    value !== null && value > 0 && best !== null && value > best;
  if (set.weightKg) {
    if (better(set.weightKg, bests.weightKg)) beaten.push('weight');
    if (better(estimatedOneRepMax(set.weightKg, set.reps), bests.e1rm)) beaten.push('e1rm');
    if (better(set.reps, bests.repsAtWeight)) beaten.push('repsAtWeight');
    if (better(setVolumeKg(set), bests.setVolumeKg)) beaten.push('setVolume');
  } else if (better(set.reps, bests.reps)) {
    beaten.push('reps');
  }
  if (better(set.seconds, bests.seconds)) beaten.push('time');
  return beaten;
}

/** A weight kept in kg, in the reader's unit to one decimal: '82.5 kg', '181.9 lb'. */
function formatWeight(kg: number, unit: WeightUnit): string {
  const value = unit === 'kg' ? kg : fromKg(kg, unit);
  return `${Number.isInteger(value) ? value : value.toFixed(1).replace(/\.0$/, '')} ${unit}`;
}

/**
 * The announcement for the most telling record a set beat, in the member's weight unit, e.g. 'New record:
 * Bench Press 82.5 kg' (or '… 181.9 lb').
 */
export function recordAnnouncement(
  exerciseName: string,
  kinds: readonly SetRecordKind[],
  set: SetValues,
  unit: WeightUnit = 'kg',
): string | null {
  const weight = (kg: number) => formatWeight(kg, unit);
  const kind = SET_RECORD_KINDS.find((k) => kinds.includes(k));
  if (!kind) return null;
  const what = (() => {
    switch (kind) {
      case 'weight':
        return weight(set.weightKg ?? 0);
      case 'e1rm':
        return `${weight(estimatedOneRepMax(set.weightKg, set.reps) ?? 0)} estimated 1RM`;
      case 'repsAtWeight':
        return `${set.reps} reps at ${weight(set.weightKg ?? 0)}`;
      case 'setVolume':
        return `${weight(setVolumeKg(set))} in one set`;
      case 'time':
        return `${set.seconds} s`;
      case 'reps':
        return `${set.reps} reps`;
    }
  })();
  return `New record: ${exerciseName} ${what}`;
}
