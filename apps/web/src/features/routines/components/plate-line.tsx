import { loadBar, type PlateSetup, plateLine, type WeightUnit } from '@stryd/domain';
import { Disc3 } from 'lucide-react';

/**
 * The plates for one side of a barbell set, under its row, without opening anything
 * (docs/product.md#plate-calculator); a weight that cannot be loaded says the nearest that can.
 */
export function PlateLine({
  weightKg,
  setup,
  unit,
}: {
  weightKg: number | null;
  setup: PlateSetup;
  unit: WeightUnit;
}) {
  if (weightKg === null || weightKg <= 0) return null;
  const loading = loadBar(weightKg, setup, unit);
  return (
    <p
      className={`mt-1 flex items-start gap-1.5 px-2 text-sm ${loading.exact ? 'text-muted' : 'font-semibold text-fg'}`}
    >
      <Disc3 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span className="min-w-0 break-words">{plateLine(loading, unit)}</span>
    </p>
  );
}
