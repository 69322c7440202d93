import { type Exercise, groupLetter, type Muscle } from '@stryd/domain';

/**
 * The builtin coach's supersets (decision 046): two strength exercises whose main muscles pull against each
 * other (chest and back, biceps and triceps, quads and hamstrings) are done as a pair, one resting while the
 * other works. Other exercises stay alone: a circuit of cardio or a superset of two pressing moves is not a
 * call the coach makes on its own.
 */
const ANTAGONISTS: readonly (readonly [Muscle, Muscle])[] = [
  ['Chest', 'Lats'],
  ['Chest', 'Upper Back'],
  ['Shoulders', 'Lats'],
  ['Biceps', 'Triceps'],
  ['Quadriceps', 'Hamstrings'],
];

const mainMuscle = (exercise: Exercise): Muscle | undefined => exercise.primaryMuscles[0];

export function areAntagonists(a: Exercise, b: Exercise): boolean {
  if (a.category !== 'strength' || b.category !== 'strength') return false;
  const [x, y] = [mainMuscle(a), mainMuscle(b)];
  return ANTAGONISTS.some(([p, q]) => (x === p && y === q) || (x === q && y === p));
}

/**
 * The exercises in the order to do them, each with its group letter or null: each exercise, in the order
 * chosen, takes the first later antagonist not yet paired as its partner, moved up to follow it.
 */
export function pairAntagonists(chosen: readonly Exercise[]): { exercise: Exercise; group: string | null }[] {
  const left = [...chosen];
  const ordered: { exercise: Exercise; group: string | null }[] = [];
  let groups = 0;
  while (left.length > 0) {
    const first = left.shift() as Exercise;
    const partnerAt = left.findIndex((other) => areAntagonists(first, other));
    if (partnerAt < 0) {
      ordered.push({ exercise: first, group: null });
      continue;
    }
    const [partner] = left.splice(partnerAt, 1);
    const group = groupLetter(groups++);
    ordered.push({ exercise: first, group }, { exercise: partner as Exercise, group });
  }
  return ordered;
}
