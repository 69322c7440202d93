import { alternativesFor } from './exercise-search';
import { EXERCISES, type Exercise, exerciseById } from './exercises';

/**
 * Swapping an exercise during a session (issue 34 item 6, decision 048): a library exercise may be done in
 * place of the routine's one when it works the same main muscle and is measured the same way, so the set
 * rows keep their fields and the routine's targets keep their meaning. Its messages are in swap-messages.ts,
 * apart from the library, so the schemas the web app loads do not bring the library with them.
 */

/** Every exercise that may stand in for `exercise`, the closest first (same gear, then level, then name). */
export function swapAlternatives(exercise: Exercise, library: readonly Exercise[] = EXERCISES): Exercise[] {
  return alternativesFor(exercise, library.length, library).filter((e) => e.measure === exercise.measure);
}

/** Whether `candidateId` may stand in for the routine's exercise `originalId` (never the exercise itself). */
export function isSwapAlternative(originalId: string | null, candidateId: string): boolean {
  const original = originalId ? exerciseById(originalId) : undefined;
  const candidate = exerciseById(candidateId);
  if (!original || !candidate || candidate.id === original.id) return false;
  return (
    candidate.primaryMuscles[0] !== undefined &&
    candidate.primaryMuscles[0] === original.primaryMuscles[0] &&
    candidate.measure === original.measure
  );
}
