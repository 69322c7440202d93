import { z } from 'zod';
import { LIMITS } from './limits';

export const isoDateSchema = z.iso.date();
export const userIdSchema = z.string().trim().min(1).max(LIMITS.userIdMax);
/** Avatar links: empty when the user has none, an http(s) URL, or a same-origin path (never '//host'). */
export const imageLinkSchema = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/ }).max(LIMITS.urlMax),
  z
    .string()
    .max(LIMITS.urlMax)
    .regex(/^\/(?![/\\])\S*$/),
]);
/** SPEC §3 keeps estimatedTimeMinutes as text on routines, e.g. '45'. */
export const minutesTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, 'Estimated time must be a whole number of minutes.');

/** A list in which no value appears twice. */
export function noDuplicates(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}
