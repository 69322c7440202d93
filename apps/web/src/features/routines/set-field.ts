import { type SetValues, toKg, type WeightUnit } from '@stryd/domain';

/**
 * A number typed into a set field: empty is null, else the number (kg from the user's unit). One out of
 * range is kept as typed, so the row can say what is wrong (setValuesProblem) instead of dropping it.
 */
export function parseSetField(field: keyof SetValues, text: string, unit: WeightUnit): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return field === 'weightKg' ? toKg(value, unit) : Math.round(value);
}
