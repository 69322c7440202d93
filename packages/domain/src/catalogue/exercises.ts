import { normalizeExerciseName } from './exercise-name';
import { LIBRARY_PARTS } from './library/parts';
import type { LibraryExercise } from './library/types';

export type Exercise = LibraryExercise;

/** The whole exercise library, by name. */
export const EXERCISES: readonly Exercise[] = Object.values(LIBRARY_PARTS)
  .flat()
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const BY_ID = new Map(EXERCISES.map((exercise) => [exercise.id, exercise]));
const BY_NAME = new Map<string, Exercise>();
for (const exercise of EXERCISES) {
  for (const name of [exercise.name, ...exercise.aliases]) BY_NAME.set(normalizeExerciseName(name), exercise);
}

export function exerciseById(id: string): Exercise | undefined {
  return BY_ID.get(id);
}

/** The library entry with exactly this name or alias (case, spaces and hyphens ignored). */
export function exerciseByName(name: string): Exercise | undefined {
  return BY_NAME.get(normalizeExerciseName(name));
}

/**
 * The library entry a name means, compared case-, spacing- and hyphen-insensitively, by name or alias.
 * A name with a bracketed part ('Flexiones (Push-ups)', 'Push-ups (Flexiones)') that is not itself a
 * library name is tried inside and outside the brackets too, as models write translations that way.
 */
export function findExercise(name: string): Exercise | undefined {
  const whole = exerciseByName(name);
  if (whole) return whole;
  const bracketed = /^(.*?)\(([^()]*)\)(.*)$/.exec(name);
  if (!bracketed) return undefined;
  const [, before = '', inside = '', after = ''] = bracketed;
  return BY_NAME.get(normalizeExerciseName(inside)) ?? BY_NAME.get(normalizeExerciseName(before + after));
}

/** Identity for de-duplication: every name of a library exercise shares its id; other names stand alone. */
export function exerciseKey(name: string): string {
  return findExercise(name)?.id ?? normalizeExerciseName(name);
}
