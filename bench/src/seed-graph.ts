import { randomUUID } from 'node:crypto';
import { routineName } from './seed-names';
import { int, random, skewed } from './seed-random';
import { TRAINEE_STEP } from './seed-workout-log';

export const USERS = Number(process.env.BENCH_USERS ?? 50_000);
export const ROUTINES = Number(process.env.BENCH_ROUTINES ?? 100_000);
export const PARTICIPATIONS = Number(process.env.BENCH_PARTICIPATIONS ?? 1_000_000);
export const FOLLOWS = Number(process.env.BENCH_FOLLOWS ?? 500_000);
/** How many people the benchmark user follows (the feed bench:api reads is theirs). */
export const BENCH_USER_FOLLOWS = Number(process.env.BENCH_USER_FOLLOWS ?? 500);

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

  // Everyone else's follows, skewed towards popular people; the benchmark user's come after.
  const others = FOLLOWS - BENCH_USER_FOLLOWS;
  const followKeys = new Float64Array(FOLLOWS);
  let followsFilled = 0;
  while (followsFilled < others) {
    for (let i = followsFilled; i < others; i += 1) {
      const follower = int(USERS);
      let followee = skewed(USERS);
      if (followee === follower) followee = (followee + 1) % USERS;
      followKeys[i] = follower * SHIFT + followee;
    }
    const sorted = followKeys.subarray(0, others).sort();
    let unique = 1;
    for (let i = 1; i < others; i += 1) if (sorted[i] !== sorted[unique - 1]) sorted[unique++] = sorted[i]!;
    followsFilled = unique;
  }
  // Exactly BENCH_USER_FOLLOWS people: half drawn like everyone's follows, half among those with a
  // workout log (also skewed), as people follow those who train; so the feed has sessions to merge.
  const trainees = Math.ceil(USERS / TRAINEE_STEP);
  const benchFollows = new Set<number>();
  while (benchFollows.size < BENCH_USER_FOLLOWS) {
    benchFollows.add(random() < 0.5 ? skewed(USERS) : skewed(trainees) * TRAINEE_STEP);
  }
  for (const followee of benchFollows) followKeys[followsFilled++] = USERS * SHIFT + followee;
  followKeys.sort();

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
    benchFollows,
    dates,
  };
}
