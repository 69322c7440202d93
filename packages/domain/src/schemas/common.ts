import { z } from 'zod';

export const isoDateSchema = z.iso.date();
/** docs/product.md#routine-fields keeps estimatedTimeMinutes as text on routines, e.g. '45'. */
export const minutesTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, 'Estimated time must be a whole number of minutes.');

/** A list in which no value appears twice. */
export function noDuplicates(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}
