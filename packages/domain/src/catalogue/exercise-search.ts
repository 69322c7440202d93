import type { Equipment, Level } from '../constants/options';
import { normalizeExerciseName } from './exercise-name';
import { EXERCISES, type Exercise } from './exercises';
import type { Muscle } from './library/types';
import { withinOneEdit } from './within-one-edit';

/** The equipment filter's value for exercises that need nothing. */
export const BODYWEIGHT_FILTER = 'Bodyweight';

export interface ExerciseFilter {
  /** Words of a name or alias, in any case and spacing ('push ups', 'DB row'). */
  q?: string;
  /** Worked as a primary or secondary muscle; primary matches come first. */
  muscle?: Muscle;
  equipment?: Equipment | typeof BODYWEIGHT_FILTER;
}

const NAMES = new Map(
  EXERCISES.map((e) => [e, [e.name, ...e.aliases].map((name) => name.toLowerCase())] as const),
);

/** Query words this long may have one typo; shorter ones are too short to guess from. */
const TYPO_MIN_LENGTH = 4;
/** A name matched only by forgiving a typo ranks after every exact match (exact ranks are 0 to 7). */
const TYPO_RANK = 8;

/** The word, or (if long enough) the word with one typo, as a name's word, its start, or its squashed whole. */
function nearlyIn(name: string, squashed: string, word: string): boolean {
  if (word.length < TYPO_MIN_LENGTH) return false;
  const near = (part: string) =>
    [word.length - 1, word.length, word.length + 1].some((n) => withinOneEdit(word, part.slice(0, n)));
  return near(squashed) || name.split(/[\s\-_()]+/).some(near);
}

/** How well a name matches the query words: lower is better, Infinity is no match. */
function nameRank(names: readonly string[], words: readonly string[], whole: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (const [index, name] of names.entries()) {
    const squashed = normalizeExerciseName(name);
    const alias = index === 0 ? 0 : 1;
    if (words.every((word) => squashed.includes(word))) {
      const rank =
        squashed === whole ? 0 : squashed.startsWith(whole) ? 2 : startsAWord(name, words[0]!) ? 4 : 6;
      best = Math.min(best, rank + alias);
    } else if (words.every((word) => squashed.includes(word) || nearlyIn(name, squashed, word))) {
      best = Math.min(best, TYPO_RANK + alias);
    }
  }
  return best;
}

const startsAWord = (name: string, word: string) =>
  name.split(/[\s\-_()]+/).some((part) => part.startsWith(word));

/**
 * Library exercises that match every given filter, best first: by how the name matches the query (exact,
 * prefix, a word's start, anywhere, then with one typo forgiven per word; the name before an alias), then primary before secondary muscle, then
 * name. With no filter at all, the whole library by name.
 */
export function searchExercises(
  filter: ExerciseFilter,
  library: readonly Exercise[] = EXERCISES,
): Exercise[] {
  const query = (filter.q ?? '').toLowerCase();
  const words = query.split(/[\s\-_]+/).filter(Boolean);
  const whole = normalizeExerciseName(query);
  const ranked: { exercise: Exercise; rank: number }[] = [];
  for (const exercise of library) {
    if (filter.equipment === BODYWEIGHT_FILTER && exercise.equipment.length > 0) continue;
    if (
      filter.equipment &&
      filter.equipment !== BODYWEIGHT_FILTER &&
      !exercise.equipment.includes(filter.equipment)
    )
      continue;
    let rank = 0;
    if (filter.muscle) {
      if (exercise.primaryMuscles.includes(filter.muscle)) rank += 0;
      else if (exercise.secondaryMuscles.includes(filter.muscle)) rank += 0.5;
      else continue;
    }
    if (words.length > 0) {
      const names = NAMES.get(exercise) ?? [exercise.name.toLowerCase()];
      const byName = nameRank(names, words, whole);
      if (byName === Number.POSITIVE_INFINITY) continue;
      rank += byName;
    }
    ranked.push({ exercise, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.exercise.name.localeCompare(b.exercise.name, 'en'))
    .map((r) => r.exercise);
}

/** Other exercises for the same main muscle, closest first: sharing equipment, then by difficulty. */
export function alternativesFor(
  exercise: Exercise,
  limit = 6,
  library: readonly Exercise[] = EXERCISES,
): Exercise[] {
  const main = exercise.primaryMuscles[0];
  const shared = (e: Exercise) => e.equipment.filter((item) => exercise.equipment.includes(item)).length;
  const sameGear = (e: Exercise) => (e.equipment.length === 0) === (exercise.equipment.length === 0);
  return library
    .filter((e) => e.id !== exercise.id && main !== undefined && e.primaryMuscles[0] === main)
    .sort(
      (a, b) =>
        shared(b) - shared(a) ||
        Number(sameGear(b)) - Number(sameGear(a)) ||
        Math.abs(LEVEL_ORDER[a.difficulty] - LEVEL_ORDER[exercise.difficulty]) -
          Math.abs(LEVEL_ORDER[b.difficulty] - LEVEL_ORDER[exercise.difficulty]) ||
        a.name.localeCompare(b.name, 'en'),
    )
    .slice(0, limit);
}

const LEVEL_ORDER = { Beginner: 0, Intermediate: 1, Advanced: 2 } as const;

export interface AbilityAndGear {
  level: Level;
  /**
   * 'equipments' to use the listed equipment; anything else is bodyweight only
   * (docs/product.md#preference-fields).
   */
  type: string;
  workoutEquipments: readonly string[];
}

/** What a person may be given: at most their level, and needing nothing beyond the equipment they listed. */
export function exercisesSuiting(
  person: AbilityAndGear,
  library: readonly Exercise[] = EXERCISES,
): Exercise[] {
  const listed = new Set<string>(person.type === 'equipments' ? person.workoutEquipments : []);
  return library.filter(
    (e) =>
      LEVEL_ORDER[e.difficulty] <= LEVEL_ORDER[person.level] && e.equipment.every((item) => listed.has(item)),
  );
}
