import { z } from 'zod';
import { WEIGHT_UNITS, type WeightUnit } from '../training/set-values';

/** The words a refused plate setup gets (PUT /api/me/plates, docs/product.md#plate-calculator). */
export const PLATE_SETUP_MESSAGES = {
  unit: 'Plates are in kg or lb.',
  bar: 'The bar must weigh between 1 and 100, in steps of 0.05.',
  plate: 'A plate must weigh between 0.05 and 50, in steps of 0.05.',
  count: 'Say how many of each plate you have: a whole number from 0 to 40.',
  plates: 'List between 1 and 12 plate sizes.',
  sameSize: 'List each plate size once.',
} as const;

/** The most a setup may list, so the loading tables stay small (training/plates.ts). */
export const PLATE_SETUP_LIMITS = {
  sizesMax: 12,
  countMax: 40,
  plateMax: 50,
  barMin: 1,
  barMax: 100,
} as const;

/** A weight in steps of 0.05 (every plate and bar sold is), so the loading works on whole steps. */
const inSteps = (value: number) => Math.abs(value * 20 - Math.round(value * 20)) < 1e-6;

const unitSchema = z.enum(WEIGHT_UNITS as [WeightUnit, ...WeightUnit[]], {
  error: PLATE_SETUP_MESSAGES.unit,
});

const barSchema = z
  .object({
    weight: z
      .number(PLATE_SETUP_MESSAGES.bar)
      .min(PLATE_SETUP_LIMITS.barMin, PLATE_SETUP_MESSAGES.bar)
      .max(PLATE_SETUP_LIMITS.barMax, PLATE_SETUP_MESSAGES.bar)
      .refine(inSteps, PLATE_SETUP_MESSAGES.bar),
    unit: unitSchema,
  })
  .strict()
  .describe('The bar: 20 kg, 15 kg, 45 lb or any weight, in its own unit');

const plateSchema = z
  .object({
    weight: z
      .number(PLATE_SETUP_MESSAGES.plate)
      .min(0.05, PLATE_SETUP_MESSAGES.plate)
      .max(PLATE_SETUP_LIMITS.plateMax, PLATE_SETUP_MESSAGES.plate)
      .refine(inSteps, PLATE_SETUP_MESSAGES.plate),
    count: z
      .int(PLATE_SETUP_MESSAGES.count)
      .min(0, PLATE_SETUP_MESSAGES.count)
      .max(PLATE_SETUP_LIMITS.countMax, PLATE_SETUP_MESSAGES.count)
      .describe('How many of this plate there are in all; a side gets half (an odd one stays on the rack)'),
  })
  .strict();

/** A lifter's bar and plates (docs/product.md#plate-calculator); plates are all in the setup's unit. */
export const plateSetupSchema = z
  .object({
    bar: barSchema,
    unit: unitSchema.describe('The unit the plates are marked in'),
    plates: z
      .array(plateSchema, PLATE_SETUP_MESSAGES.plates)
      .min(1, PLATE_SETUP_MESSAGES.plates)
      .max(PLATE_SETUP_LIMITS.sizesMax, PLATE_SETUP_MESSAGES.plates)
      .refine((plates) => new Set(plates.map((p) => p.weight)).size === plates.length, {
        message: PLATE_SETUP_MESSAGES.sameSize,
      }),
  })
  .strict();
export type PlateSetup = z.infer<typeof plateSetupSchema>;

/** GET /api/me/plates: the setup, and whether the member saved it or it is the default for their unit. */
export const plateSetupAnswerSchema = plateSetupSchema.extend({
  saved: z
    .boolean()
    .describe('False while the member has not saved a setup: the default for their weight unit'),
});
export type PlateSetupAnswer = z.infer<typeof plateSetupAnswerSchema>;
