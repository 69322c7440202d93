import { replaceControlCharacters } from '../text/control-characters';

/**
 * Exercise names compare case-, spacing- and hyphen-insensitively ('Push-Ups' = 'push ups' = 'PUSHUPS'),
 * so a model repeating an exercise with different styling does not count twice.
 */
export function normalizeExerciseName(name: string): string {
  return name.toLowerCase().replace(/[\s\-_]+/g, '');
}

/** Tidy a display name: trim, collapse runs of whitespace, drop control characters. */
export function cleanExerciseName(name: string): string {
  return replaceControlCharacters(name, ' ').replace(/\s+/g, ' ').trim();
}
