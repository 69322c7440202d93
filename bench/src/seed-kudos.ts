import type { BulkWriter, Cell, TableSpec } from './bulk-writer';
import { type SeedGraph, SHIFT, USERS } from './seed-graph';
import type { ShownSessions } from './seed-workout-log';

/**
 * Kudos on the sessions others may see: 60% get none, 39.5% get 1–5 and 0.5% get 20–119 (a few
 * sessions draw a crowd). Givers are the owner's followers; on a public session three in ten are anyone.
 * Nobody gives kudos to their own session, and the benchmark user gives none here, so bench:api's
 * kudos writes are all new rows and leave the data as seeded.
 */
const KUDOS: TableSpec = {
  name: 'kudos',
  columns: [
    ['session_id', 'text'],
    ['user_id', 'text'],
    ['created_at', 'text'],
  ],
};

/** Each user's followers, by user index (the follow keys unpacked). */
export function followersByFollowee(graph: SeedGraph): number[][] {
  const followers: number[][] = Array.from({ length: graph.userCount }, () => []);
  for (const key of graph.followKeys) {
    const follower = Math.floor(key / SHIFT);
    followers[key - follower * SHIFT]!.push(follower);
  }
  return followers;
}

function* kudosRows(shown: ShownSessions, graph: SeedGraph, random: () => number): Generator<Cell[]> {
  const followers = followersByFollowee(graph);
  const int = (n: number) => Math.floor(random() * n);
  for (let s = 0; s < shown.ids.length; s += 1) {
    const r = random();
    const wanted = r < 0.005 ? 20 + int(100) : r < 0.4 ? 1 + int(5) : 0;
    if (wanted === 0) continue;
    const owner = shown.owners[s]!;
    const fans = followers[owner]!;
    const anyone = !shown.followersOnly[s]!;
    const givers = new Set<number>();
    for (let tries = 0; givers.size < wanted && tries < wanted * 4; tries += 1) {
      const giver = anyone && (fans.length === 0 || random() < 0.3) ? int(USERS) : fans[int(fans.length)];
      if (giver !== undefined && giver !== owner && giver !== USERS) givers.add(giver);
    }
    const finished = shown.finishedAt[s]!;
    for (const giver of givers) {
      // Within two days of the session, never in the future.
      const at = Math.min(graph.now, finished + int(172_800_000));
      yield [shown.ids[s]!, graph.userId(giver), new Date(at).toISOString()];
    }
  }
}

export function seedKudos(
  writer: BulkWriter,
  shown: ShownSessions,
  graph: SeedGraph,
  random: () => number,
): Promise<number> {
  return writer.insert(KUDOS, kudosRows(shown, graph, random));
}
