import type { BarLoading } from './plates';
import { fromKg, type WeightUnit } from './set-values';

/** A weight as the app writes it: to 0.1 at most, no trailing zeros ('62.5 kg', '135 lb'). */
const weightText = (kg: number, unit: WeightUnit) => `${fromKg(kg, unit)} ${unit}`;

/** A plate's number as it is marked on it: '20', '2.5', '1.25'. */
const plateText = (weight: number) => String(Math.round(weight * 100) / 100);

/** The words of the plate line under a barbell set (docs/product.md#plate-calculator). */
export const PLATE_TEXT = {
  emptyBar: 'Empty bar',
  perSide: (plates: string, unit: WeightUnit) => `${plates} ${unit} per side`,
  between: (below: string, above: string) => `Can't load exactly: nearest ${below} or ${above}`,
  underBar: (bar: string) => `Lighter than the bar: nearest ${bar}`,
  overPlates: (most: string) => `More than your plates: nearest ${most}`,
} as const;

/**
 * One side's plates in a short line, each size once with how many: '2×20 + 5 kg per side'. A weight that
 * cannot be loaded says the nearest loadable ones, in the member's unit.
 */
export function plateLine(loading: BarLoading, shownIn: WeightUnit): string {
  if (loading.exact) {
    if (loading.perSide.length === 0) return PLATE_TEXT.emptyBar;
    const counts = new Map<number, number>();
    for (const plate of loading.perSide) counts.set(plate, (counts.get(plate) ?? 0) + 1);
    const parts = [...counts].map(([plate, n]) => (n > 1 ? `${n}×${plateText(plate)}` : plateText(plate)));
    return PLATE_TEXT.perSide(parts.join(' + '), loading.unit);
  }
  const { belowKg, aboveKg } = loading;
  if (belowKg !== null && aboveKg !== null) {
    return PLATE_TEXT.between(weightText(belowKg, shownIn), weightText(aboveKg, shownIn));
  }
  if (aboveKg !== null) return PLATE_TEXT.underBar(weightText(aboveKg, shownIn));
  return PLATE_TEXT.overPlates(weightText(belowKg as number, shownIn));
}
