import { equipmentNamedIn, type NamedEquipment } from '../catalogue/equipment-keywords';
import type { Measure } from '../catalogue/library/types';
import type { PlateSetup } from '../schemas/plate-setup-schema';
import { DEFAULT_PLATE_SETUPS } from './default-plates';
import { barKg, loadableAtMost } from './plates';
import { fromKg, toKg, type WeightUnit } from './set-values';

/** What an exercise is loaded with, for plates and warm-ups; anything else gets neither. */
export const LOADED_WITH = ['barbell', 'dumbbell'] as const;
export type LoadedWith = (typeof LOADED_WITH)[number];

/**
 * What a weighted library exercise is loaded with, from its equipment: a barbell, else dumbbells, else a
 * bench press station (its bar is loaded with plates: the library's Bench Press); undefined for anything
 * else, or a set that carries no weight.
 */
export function loadedWith(equipment: readonly NamedEquipment[], measure: Measure): LoadedWith | undefined {
  if (measure !== 'weight_reps') return undefined;
  if (equipment.includes('Barbell')) return 'barbell';
  if (equipment.includes('Dumbbells')) return 'dumbbell';
  if (equipment.includes('Bench Press')) return 'barbell';
  return undefined;
}

/**
 * What a custom exercise is loaded with, from the barbell or dumbbells its name mentions; a "bench" in a
 * name may be one to dip from or step on, so it alone says nothing.
 */
export function loadedWithNamed(name: string, measure: Measure): LoadedWith | undefined {
  return loadedWith(
    equipmentNamedIn(name).filter((item) => item !== 'Bench Press'),
    measure,
  );
}

/**
 * The warm-up ramp before the first working set (docs/product.md#warm-ups): the empty bar for 10 (a
 * barbell only), then 40 % for 5, 60 % for 3 and 80 % for 1 of the working weight.
 */
export const WARM_UP_RAMP: ReadonlyArray<{ share: number | 'bar'; reps: number }> = [
  { share: 'bar', reps: 10 },
  { share: 0.4, reps: 5 },
  { share: 0.6, reps: 3 },
  { share: 0.8, reps: 1 },
];

/** Dumbbells come in fixed steps: 2.5 kg or 5 lb in most gyms. */
export const DUMBBELL_STEP: Record<WeightUnit, number> = { kg: 2.5, lb: 5 };

export interface WarmUpSet {
  weightKg: number;
  reps: number;
}

/** The heaviest dumbbell at or under `kg`, in the member's unit's steps; 0 when lighter than the first. */
function dumbbellAtMost(kg: number, unit: WeightUnit): number {
  const step = DUMBBELL_STEP[unit];
  const steps = Math.floor(fromKg(kg, unit) / step + 1e-9);
  return steps > 0 ? toKg(steps * step, unit) : 0;
}

/**
 * The warm-up sets proposed before a first working set of `workingKg`: each ramp step rounded down to a
 * weight the lifter can load (the bar's plates — the usual gym of their unit when none are given — or the
 * dumbbell steps), keeping only steps lighter than the working weight and dropping a step that lands on
 * the weight of the one before it.
 */
export function warmUpSets(
  workingKg: number,
  loadedWith: LoadedWith,
  unit: WeightUnit,
  setup: PlateSetup = DEFAULT_PLATE_SETUPS[unit],
): WarmUpSet[] {
  const sets: WarmUpSet[] = [];
  for (const step of WARM_UP_RAMP) {
    let weightKg: number;
    if (loadedWith === 'barbell') {
      weightKg = step.share === 'bar' ? barKg(setup) : loadableAtMost(workingKg * step.share, setup, unit);
    } else {
      if (step.share === 'bar') continue;
      weightKg = dumbbellAtMost(workingKg * step.share, unit);
    }
    const last = sets.at(-1);
    if (weightKg <= 0 || fromKg(weightKg, unit) >= fromKg(workingKg, unit)) continue;
    if (last && fromKg(last.weightKg, unit) === fromKg(weightKg, unit)) continue;
    sets.push({ weightKg, reps: step.reps });
  }
  return sets;
}
