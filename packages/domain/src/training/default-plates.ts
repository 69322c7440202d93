import type { PlateSetup } from '../schemas/plate-setup-schema';
import type { WeightUnit } from './set-values';

// Plain data, apart from the setup's schema: the routine page proposes warm-ups from these without
// loading zod (apps/server/src/http/page-scripts.test.ts).
/**
 * What a gym of each unit usually has, until the member says otherwise: a 20 kg bar with 25 to 1.25 kg
 * plates, or a 45 lb bar with 45 to 2.5 lb plates; counts are plates in all (a side gets half).
 */
export const DEFAULT_PLATE_SETUPS: Record<WeightUnit, PlateSetup> = {
  kg: {
    bar: { weight: 20, unit: 'kg' },
    unit: 'kg',
    plates: [
      { weight: 25, count: 8 },
      { weight: 20, count: 4 },
      { weight: 15, count: 2 },
      { weight: 10, count: 4 },
      { weight: 5, count: 4 },
      { weight: 2.5, count: 4 },
      { weight: 1.25, count: 2 },
    ],
  },
  lb: {
    bar: { weight: 45, unit: 'lb' },
    unit: 'lb',
    plates: [
      { weight: 45, count: 8 },
      { weight: 35, count: 2 },
      { weight: 25, count: 4 },
      { weight: 10, count: 4 },
      { weight: 5, count: 4 },
      { weight: 2.5, count: 2 },
    ],
  },
};

/** The bars people pick from; any other weight is a custom bar. */
export const COMMON_BARS: ReadonlyArray<{ weight: number; unit: WeightUnit }> = [
  { weight: 20, unit: 'kg' },
  { weight: 15, unit: 'kg' },
  { weight: 45, unit: 'lb' },
];
