import { replaceControlCharacters } from '../text/control-characters';

/** Small tolerant readers for values a model may send with the wrong type. */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first present value among keys, matching keys case-insensitively ('Breakfast' = 'breakfast'). */
export function pick(obj: JsonObject, keys: readonly string[]): unknown {
  for (const key of keys) {
    if (obj[key] !== undefined && obj[key] !== null) return obj[key];
  }
  const lower = new Map(Object.keys(obj).map((k) => [k.toLowerCase(), k]));
  for (const key of keys) {
    const actual = lower.get(key.toLowerCase());
    if (actual !== undefined && obj[actual] !== undefined && obj[actual] !== null) return obj[actual];
  }
  return undefined;
}

/** Text for strings and numbers, trimmed with whitespace collapsed and control characters dropped. */
export function readText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return '';
  return replaceControlCharacters(value, ' ').replace(/\s+/g, ' ').trim();
}

/** A number from a number or from text that starts with one ('45 minutes' → 45); NaN otherwise. */
export function readNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const match = /^\s*(\d+(?:\.\d+)?)/.exec(value);
  return match ? Number(match[1]) : Number.NaN;
}

/** Cut text to max characters at a word boundary where possible. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
}
