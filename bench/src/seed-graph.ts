import { randomUUID } from 'node:crypto';
import { routineName } from './seed-names';
import { int, skewed } from './seed-random';

export const USERS = Number(process.env.BENCH_USERS ?? 50_000);
export const ROUTINES = Number(process.env.BENCH_ROUTINES ?? 100_000);
export const PARTICIPATIONS = Number(process.env.BENCH_PARTICIPATIONS ?? 1_000_000);
export const FOLLOWS = Number(process.env.BENCH_FOLLOWS ?? 500_000);

/** Participation and follow keys pack two indexes into one number: high * SHIFT + low. */
export const SHIFT = 2 ** 17;

/** Who exists, who created what, who joined and follows whom: the seed's rows before they are written. */
export type SeedGraph = ReturnType<typeof generateGraph>;

export function generateGraph(benchUserId: string, now: number) {
  const day = 86_400_000;
  const userIds: string[] = Array.from({ length: USERS }, () => randomUUID());
  const userCount = USERS + 1; // + the benchmark user, who follows and joins like everyone else
  const userId = (index: number) => (index === USERS ? benchUserId : userIds[index]!);
  // Sorted, so loading participants in routine order walks their primary key (routine_id, user_id) in order.
  const routineIds: string[] = Array.from({ length: ROUTINES }, () => randomUUID()).sort();
  const creators = Array.from({ length: ROUTINES }, () => int(USERS));
  const names: string[] = [];
  const taken = new Set<string>();
  for (let r = 0; r < ROUTINES; r += 1) {
    let name = routineName();
    while (taken.has(`${creators[r]}|${name.toLowerCase()}`))
      name = `${routineName()} ${int(100)}`.slice(0, 60);
    taken.add(`${creators[r]}|${name.toLowerCase()}`);
    names.push(name);
  }
  taken.clear();

  // Participation keys routine * 2^17 + user, sorted (so inserts walk the primary key in order), unique.
  const joinKeys = new Float64Array(PARTICIPATIONS);
  for (let r = 0; r < ROUTINES; r += 1) joinKeys[r] = r * SHIFT + creators[r]!;
  let filled = ROUTINES;
  while (filled < PARTICIPATIONS) {
    for (let i = filled; i < PARTICIPATIONS; i += 1) joinKeys[i] = skewed(ROUTINES) * SHIFT + int(userCount);
    joinKeys.sort();
    let unique = 1;
    for (let i = 1; i < PARTICIPATIONS; i += 1)
      if (joinKeys[i] !== joinKeys[unique - 1]) joinKeys[unique++] = joinKeys[i]!;
    filled = unique;
  }
  const participantCount = new Uint32Array(ROUTINES);
  for (const key of joinKeys) {
    const r = Math.floor(key / SHIFT);
    participantCount[r] = (participantCount[r] ?? 0) + 1;
  }

  const followKeys = new Float64Array(FOLLOWS);
  let followsFilled = 0;
  while (followsFilled < FOLLOWS) {
    for (let i = followsFilled; i < FOLLOWS; i += 1) {
      const follower = int(userCount);
      let followee = skewed(USERS);
      if (followee === follower) followee = (followee + 1) % USERS;
      followKeys[i] = follower * SHIFT + followee;
    }
    followKeys.sort();
    let unique = 1;
    for (let i = 1; i < FOLLOWS; i += 1)
      if (followKeys[i] !== followKeys[unique - 1]) followKeys[unique++] = followKeys[i]!;
    followsFilled = unique;
  }

  const dates = Array.from({ length: 365 }, (_, i) => new Date(now - i * day).toISOString());

  return {
    now,
    userIds,
    userCount,
    userId,
    routineIds,
    creators,
    names,
    joinKeys,
    participantCount,
    followKeys,
    dates,
  };
}
