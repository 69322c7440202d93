/**
 * Supersets and circuits (docs/product.md#supersets-and-circuits, decision 046): consecutive workouts of a
 * routine sharing a group key. Two make a superset, three or more a circuit. The session takes a group
 * round by round (A1 set 1, A2 set 1, A1 set 2, …) and rests after the round, not after each set.
 */

export const WORKOUT_GROUP_MESSAGES = {
  tooSmall: 'A superset or circuit needs at least 2 exercises.',
  notConsecutive: 'The exercises of a superset or circuit must be next to each other in the routine.',
  key: 'A group is named by 1 to 8 letters or digits.',
} as const;

/** A group key as sent: letters or digits. The server stores its own labels (A, B, …) in routine order. */
export const WORKOUT_GROUP_KEY = /^[A-Za-z0-9]{1,8}$/;
export const WORKOUT_GROUP_MIN = 2;

export type GroupKey = string | null | undefined;

interface GroupedWorkout {
  workoutSets: number;
  group?: GroupKey;
}

/** Each run of consecutive workouts with the same key: [start, end) and the key (null: not grouped). */
function runsOf(groups: readonly GroupKey[]): { start: number; end: number; key: string | null }[] {
  const runs: { start: number; end: number; key: string | null }[] = [];
  groups.forEach((raw, index) => {
    const key = raw ?? null;
    const last = runs[runs.length - 1];
    if (last && key !== null && last.key === key) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, key });
  });
  return runs;
}

/** What is wrong with a routine's grouping (a key used apart, or by one workout alone), or null. */
export function workoutGroupsProblem(groups: readonly GroupKey[]): string | null {
  const runs = runsOf(groups).filter((run) => run.key !== null);
  // Apart first: ['A', null, 'A'] is one group split in two, not two groups of one.
  if (new Set(runs.map((run) => run.key)).size < runs.length) return WORKOUT_GROUP_MESSAGES.notConsecutive;
  if (runs.some((run) => run.end - run.start < WORKOUT_GROUP_MIN)) return WORKOUT_GROUP_MESSAGES.tooSmall;
  return null;
}

/** The letter of the n-th group (0 → A, 25 → Z, 26 → AA); a routine of 20 workouts has at most 10. */
export function groupLetter(n: number): string {
  const letter = String.fromCharCode(65 + (n % 26));
  return n < 26 ? letter : groupLetter(Math.floor(n / 26) - 1) + letter;
}

/**
 * The keys relabelled A, B, … in routine order. A run of one (left alone by a move or a removal) is no
 * group, and a key used in two places makes two groups: the form tidies with this after every change.
 */
export function tidyGroups(groups: readonly GroupKey[]): (string | null)[] {
  const tidy: (string | null)[] = [];
  let count = 0;
  for (const run of runsOf(groups)) {
    const grouped = run.key !== null && run.end - run.start >= WORKOUT_GROUP_MIN;
    const label = grouped ? groupLetter(count++) : null;
    for (let i = run.start; i < run.end; i += 1) tidy.push(label);
  }
  return tidy;
}

/** What a workout is called in its group ('A1', 'A2', …), or null when it is not grouped. */
export function groupLabels(groups: readonly GroupKey[]): (string | null)[] {
  const labels: (string | null)[] = [];
  for (const run of runsOf(groups)) {
    for (let i = run.start; i < run.end; i += 1)
      labels.push(run.key === null ? null : `${run.key}${i - run.start + 1}`);
  }
  return labels;
}

/** 'superset' for two exercises, 'circuit' for three or more. */
export const groupKind = (size: number): 'superset' | 'circuit' => (size > 2 ? 'circuit' : 'superset');

/** The workouts grouped with this one (itself included), in routine order; just itself when ungrouped. */
function membersOf(workouts: readonly GroupedWorkout[], index: number): number[] {
  const run = runsOf(workouts.map((w) => w.group)).find((r) => r.start <= index && index < r.end);
  if (!run || run.key === null) return [index];
  return Array.from({ length: run.end - run.start }, (_, i) => run.start + i);
}

export interface SetPlace {
  workoutIndex: number;
  setIndex: number;
}

/**
 * Every set of the routine in the order to do them: a workout alone set after set; a group round by round,
 * each round taking the next set of each member that has one (a member with fewer sets drops out).
 */
export function sessionSetOrder(workouts: readonly GroupedWorkout[]): SetPlace[] {
  const order: SetPlace[] = [];
  // A workout alone is a run of one, whose rounds are simply its sets.
  for (const run of runsOf(workouts.map((w) => w.group))) {
    const members = Array.from({ length: run.end - run.start }, (_, i) => run.start + i);
    const rounds = Math.max(...members.map((m) => workouts[m]?.workoutSets ?? 0));
    for (let setIndex = 0; setIndex < rounds; setIndex += 1)
      for (const workoutIndex of members)
        if (setIndex < (workouts[workoutIndex]?.workoutSets ?? 0)) order.push({ workoutIndex, setIndex });
  }
  return order;
}

/** The first set in session order not yet done, or null once every set is done. */
export function nextSetToDo(
  workouts: readonly GroupedWorkout[],
  done: (workoutIndex: number, setIndex: number) => boolean,
): SetPlace | null {
  return sessionSetOrder(workouts).find((p) => !done(p.workoutIndex, p.setIndex)) ?? null;
}

/**
 * Whether ticking this set starts the rest: always for a workout alone; in a group only when the tick
 * completes its round (every member with a set of that number has it done), so A1 → A2 runs without a rest.
 */
export function restStartsAfter(
  workouts: readonly GroupedWorkout[],
  place: SetPlace,
  done: (workoutIndex: number, setIndex: number) => boolean,
): boolean {
  return membersOf(workouts, place.workoutIndex).every(
    (m) =>
      m === place.workoutIndex ||
      place.setIndex >= (workouts[m]?.workoutSets ?? 0) ||
      done(m, place.setIndex),
  );
}

/**
 * The form's "Superset with next" toggle (docs/product.md#supersets-and-circuits): joins workout `index`
 * and the next (with their groups, so a pair joined to a pair makes a circuit of four), or, when they are
 * already together, splits the group between them. The answer is tidied (A, B, …; no group of one).
 */
export function toggleLinkWithNext(groups: readonly GroupKey[], index: number): (string | null)[] {
  const keys = groups.map((g) => g ?? null);
  const here = keys[index] ?? null;
  const next = keys[index + 1];
  if (next === undefined) return tidyGroups(keys);
  const runAfter = (from: number, key: string | null) => {
    let end = from;
    while (key !== null && keys[end] === key) end += 1;
    return Math.max(end, from + 1);
  };
  if (here !== null && here === next) {
    // Split: the members after `index` become a group of their own (a key no one else has).
    const apart = `${here}~`;
    const end = runAfter(index + 1, here);
    for (let i = index + 1; i < end; i += 1) keys[i] = apart;
  } else {
    const joined = here ?? next ?? '~';
    const end = runAfter(index + 1, next);
    for (let i = index + 1; i < end; i += 1) keys[i] = joined;
    keys[index] = joined;
  }
  return tidyGroups(keys);
}

/** The heading over a group on the routine page ('Superset A', 'Circuit B'). */
export const groupHeading = (letter: string, size: number) =>
  `${groupKind(size) === 'circuit' ? 'Circuit' : 'Superset'} ${letter}`;

/** Under the heading: how a group is done. */
export const GROUP_HINT = 'One set of each in turn, then rest.';
