import { exerciseById, IMPORT_MESSAGES, type ImportBody, matchImportedExercise } from '@stryd/domain';
import { badRequest } from '../../http/errors';

/** The library exercise id an exported exercise name is filed under, or null for the person's own. */
export type ExerciseMatcher = (name: string) => string | null;

/** The person's own picks from the preview, by exported name; each must be a library exercise, else 400. */
export function handPicks(picked: ImportBody['matches']): ReadonlyMap<string, string | null> {
  const byHand = new Map(Object.entries(picked ?? {}));
  for (const id of byHand.values())
    if (id !== null && !exerciseById(id))
      throw badRequest(IMPORT_MESSAGES.unknownExercise, 'UNKNOWN_EXERCISE');
  return byHand;
}

/**
 * Matches exported names to the library: the person's own picks from the preview first (each must be a
 * library exercise, else 400 and nothing is read), then by name and equipment (matchImportedExercise).
 * Each name is matched once, however many rows repeat it.
 */
export function exerciseMatcher(picked: ImportBody['matches']): ExerciseMatcher {
  const byHand = handPicks(picked);
  const matched = new Map<string, string | null>();
  return (name) => {
    const hand = byHand.get(name);
    if (hand !== undefined) return hand;
    let id = matched.get(name);
    if (id === undefined) {
      id = matchImportedExercise(name)?.id ?? null;
      matched.set(name, id);
    }
    return id;
  };
}
