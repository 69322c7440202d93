import type { PlateSetup } from '../schemas/plate-setup-schema';
import { convertWeight, fromKg, toKg, type WeightUnit } from './set-values';

/** Plate and bar weights are worked in thousandths of their unit, so every sum is a whole number. */
const MILLI = 1000;

/** How a weight is put on a bar: the plates for one side, heaviest first, in the setup's unit. */
export type BarLoading =
  | { exact: true; totalKg: number; perSide: readonly number[]; unit: WeightUnit }
  | {
      exact: false;
      /** The nearest loadable weights under and over the target; null when there is none that side. */
      belowKg: number | null;
      aboveKg: number | null;
    };

/** What one setup can load, worked out once (a routine page asks for every set of every barbell card). */
interface LoadTable {
  unit: WeightUnit;
  /** The bar in the plates' unit. */
  bar: number;
  /** The step every per-side sum is a whole number of (the plates' greatest common divisor), in the unit. */
  step: number;
  /** Per-side plate sizes, heaviest first, in steps, with how many fit on one side. */
  sizes: ReadonlyArray<{ weight: number; perSide: number; steps: number }>;
  /** reach[i][s]: s steps per side can be made from sizes i onward (their counts respected). */
  reach: readonly Uint8Array[];
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Which per-side sums the plates from `weight` onward can make, given the sums the lighter ones can:
 * bounded subset sum in one pass, counting how many of this plate each sum spends (never more than a side
 * holds).
 */
function reachWith(lighter: Uint8Array, steps: number, perSide: number): Uint8Array {
  const reach = new Uint8Array(lighter.length);
  const used = new Uint16Array(lighter.length);
  for (let s = 0; s < lighter.length; s += 1) {
    if (lighter[s]) reach[s] = 1;
    else if (s >= steps && reach[s - steps] && (used[s - steps] as number) < perSide) {
      reach[s] = 1;
      used[s] = (used[s - steps] as number) + 1;
    }
  }
  return reach;
}

const tables = new WeakMap<PlateSetup, LoadTable>();

function loadTable(setup: PlateSetup): LoadTable {
  const known = tables.get(setup);
  if (known) return known;
  const unit = setup.unit;
  const bar =
    setup.bar.unit === unit ? setup.bar.weight : convertWeight(setup.bar.weight, setup.bar.unit, unit);
  // An odd plate stays on the rack: a bar is loaded the same on both sides.
  const usable = setup.plates
    .map((p) => ({ milli: Math.round(p.weight * MILLI), perSide: Math.floor(p.count / 2) }))
    .filter((p) => p.perSide > 0 && p.milli > 0)
    .sort((a, b) => b.milli - a.milli);
  const stepMilli = usable.reduce((g, p) => gcd(p.milli, g), 0) || MILLI;
  const sizes = usable.map((p) => ({
    weight: p.milli / MILLI,
    perSide: p.perSide,
    steps: p.milli / stepMilli,
  }));
  const most = sizes.reduce((sum, p) => sum + p.steps * p.perSide, 0);
  const reach: Uint8Array[] = new Array(sizes.length + 1);
  const none = new Uint8Array(most + 1);
  none[0] = 1;
  reach[sizes.length] = none;
  for (let i = sizes.length - 1; i >= 0; i -= 1) {
    const size = sizes[i] as (typeof sizes)[number];
    reach[i] = reachWith(reach[i + 1] as Uint8Array, size.steps, size.perSide);
  }
  const table = { unit, bar, step: stepMilli / MILLI, sizes, reach };
  tables.set(setup, table);
  return table;
}

/** The plates for `steps` per side, heaviest first: as many of each as still leave a sum the rest can make. */
function platesFor(table: LoadTable, steps: number): number[] {
  const plates: number[] = [];
  let rest = steps;
  table.sizes.forEach((size, i) => {
    const lighter = table.reach[i + 1] as Uint8Array;
    for (let k = Math.min(size.perSide, Math.floor(rest / size.steps)); k >= 0; k -= 1) {
      if (lighter[rest - k * size.steps]) {
        for (let n = 0; n < k; n += 1) plates.push(size.weight);
        rest -= k * size.steps;
        return;
      }
    }
  });
  return plates;
}

const totalKg = (table: LoadTable, steps: number) => toKg(table.bar + 2 * steps * table.step, table.unit);

/**
 * How to load `targetKg` on the member's bar (docs/product.md#plate-calculator). A weight counts as loaded
 * when the loadable weight reads the same in the member's unit (to 0.1, as the set row shows it); else the
 * nearest loadable weights under and over it. The plates are found exactly (every combination the counts
 * allow), heaviest first, not by a greedy pass that can miss a loadable weight.
 */
export function loadBar(targetKg: number, setup: PlateSetup, shownIn: WeightUnit): BarLoading {
  const table = loadTable(setup);
  const all = table.reach[0] as Uint8Array;
  const perSide = (convertWeight(targetKg, 'kg', table.unit) - table.bar) / 2 / table.step;
  let below: number | null = null;
  for (let s = Math.min(Math.floor(perSide + 1e-9), all.length - 1); s >= 0; s -= 1) {
    if (all[s]) {
      below = s;
      break;
    }
  }
  let above: number | null = null;
  for (let s = Math.max(Math.ceil(perSide - 1e-9), 0); s < all.length; s += 1) {
    if (all[s]) {
      above = s;
      break;
    }
  }
  const shown = fromKg(targetKg, shownIn);
  // The closer one first, so a target between two that both read the same takes the nearer.
  const candidates = [below, above]
    .filter((s): s is number => s !== null)
    .sort((a, b) => Math.abs(a - perSide) - Math.abs(b - perSide));
  for (const s of candidates) {
    const kg = totalKg(table, s);
    if (fromKg(kg, shownIn) === shown) {
      return { exact: true, totalKg: kg, perSide: platesFor(table, s), unit: table.unit };
    }
  }
  return {
    exact: false,
    belowKg: below === null ? null : totalKg(table, below),
    aboveKg: above === null ? null : totalKg(table, above),
  };
}

/** The bar alone, in kg. */
export function barKg(setup: PlateSetup): number {
  return toKg(setup.bar.weight, setup.bar.unit);
}

/** The heaviest loadable weight at or under `targetKg` (the bar when the target is lighter than it). */
export function loadableAtMost(targetKg: number, setup: PlateSetup, shownIn: WeightUnit): number {
  const loading = loadBar(targetKg, setup, shownIn);
  if (loading.exact) return loading.totalKg;
  return loading.belowKg ?? barKg(setup);
}
