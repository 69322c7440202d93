import type { Measure } from '../catalogue/library/types';

/** The most a logged set may hold; larger numbers are typing slips, refused with a clear message. */
export const SET_VALUE_LIMITS = {
  repsMax: 1000,
  weightKgMax: 1000,
  /** A timed set lasts at most a day. */
  secondsMax: 24 * 60 * 60,
  /** 1,000 km, in metres. */
  distanceMMax: 1_000_000,
  /** Sets one session may hold. */
  setsPerSessionMax: 100,
} as const;

/** What one ticked set recorded; a field the exercise is not measured in stays null. */
export interface SetValues {
  reps: number | null;
  weightKg: number | null;
  seconds: number | null;
  distanceM: number | null;
}

/** A set's four values alone, from anything that carries them (a logged set, a tick's body, last time's set). */
export function setValuesOf(set: SetValues): SetValues {
  return { reps: set.reps, weightKg: set.weightKg, seconds: set.seconds, distanceM: set.distanceM };
}

const EMPTY_SET_VALUES: SetValues = { reps: null, weightKg: null, seconds: null, distanceM: null };

/**
 * How a custom exercise (not in the library) is measured: by time when its reps are a time ('30s',
 * '45 sec'), else reps with an optional weight.
 */
export function customMeasure(repsText: string): Measure {
  return /^\s*\d+\s*(s|sec|secs|seconds)\s*$/i.test(repsText) ? 'time' : 'weight_reps';
}

/** The routine's target for a set: the top of a rep range ('8-12' → 12), or a time in seconds. */
export function targetValues(repsText: string, measure: Measure): SetValues {
  const numbers = repsText.match(/\d+/g)?.map(Number) ?? [];
  const top = numbers.length > 0 ? Math.max(...numbers) : null;
  if (measure === 'time') return { ...EMPTY_SET_VALUES, seconds: top };
  if (measure === 'distance') return EMPTY_SET_VALUES;
  return { ...EMPTY_SET_VALUES, reps: top };
}

/** The fields a set card asks for, by how its exercise is measured. */
export function fieldsForMeasure(measure: Measure): ReadonlyArray<keyof SetValues> {
  switch (measure) {
    case 'reps':
      return ['reps'];
    case 'weight_reps':
      return ['weightKg', 'reps'];
    case 'time':
      return ['seconds'];
    case 'distance':
      return ['distanceM', 'seconds'];
  }
}

/** The international pound, exactly: the one definition every conversion uses. */
export const KG_PER_LB = 0.45359237;
export type WeightUnit = 'kg' | 'lb';
export const WEIGHT_UNITS: readonly WeightUnit[] = ['kg', 'lb'];

/** A weight in another unit, unrounded (the plate tables and the two helpers below round as they need). */
export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  return from === 'kg' ? value / KG_PER_LB : value * KG_PER_LB;
}

/** Weights are kept in kg; lb is how a user may type, read and import them. Rounded to 0.01 kg. */
export function toKg(value: number, unit: WeightUnit): number {
  return unit === 'kg' ? value : Math.round(convertWeight(value, 'lb', 'kg') * 100) / 100;
}

/** A kg weight shown in the user's unit, to one decimal (plates come in 0.5 steps either way). */
export function fromKg(kg: number, unit: WeightUnit): number {
  return Math.round(convertWeight(kg, 'kg', unit) * 10) / 10;
}

/** Volume of one set: weight × reps (0 when either is missing). */
export function setVolumeKg(values: Pick<SetValues, 'reps' | 'weightKg'>): number {
  return (values.weightKg ?? 0) * (values.reps ?? 0);
}

/**
 * The identity a log keeps for an exercise: its library id, else its name folded to lower case with
 * runs of spaces collapsed, so a custom exercise's history survives a change of capitals.
 */
export function exerciseLogKey(exerciseId: string | null, name: string): string {
  if (exerciseId) return exerciseId;
  return `custom:${name.trim().toLowerCase().replace(/\s+/g, ' ')}`;
}
