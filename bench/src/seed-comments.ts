import { randomUUID } from 'node:crypto';
import type { BulkWriter, Cell, TableSpec } from './bulk-writer';
import { type SeedGraph, USERS } from './seed-graph';
import { followersByFollowee } from './seed-kudos';
import type { ShownSessions } from './seed-workout-log';

/**
 * Comments on the sessions others may see: 85% get none, 15% get 1–4 from the owner's followers (anyone,
 * three in ten, on a public session), and the owner answers one comment in three with a reply. The
 * benchmark user writes none, so bench:api reads threads as seeded.
 */
const COMMENTS: TableSpec = {
  name: 'comments',
  columns: [
    ['id', 'text'],
    ['session_id', 'text'],
    ['user_id', 'text'],
    ['parent_id', 'text'],
    ['body', 'text'],
    ['created_at', 'text'],
    ['edited_at', 'text'],
  ],
};

const SAID = ['Strong work!', 'That bench is moving up.', 'Nice session, see you Thursday?', 'Beast mode.'];
const ANSWERED = ['Thanks!', 'Legs tomorrow.', 'Appreciate it.'];

function* commentRows(shown: ShownSessions, graph: SeedGraph, random: () => number): Generator<Cell[]> {
  const followers = followersByFollowee(graph);
  const int = (n: number) => Math.floor(random() * n);
  for (let s = 0; s < shown.ids.length; s += 1) {
    if (random() >= 0.15) continue;
    const owner = shown.owners[s]!;
    const fans = followers[owner]!;
    const anyone = !shown.followersOnly[s]!;
    const finished = shown.finishedAt[s]!;
    for (let c = 1 + int(4); c > 0; c -= 1) {
      const writer = anyone && (fans.length === 0 || random() < 0.3) ? int(USERS) : fans[int(fans.length)];
      if (writer === undefined || writer === owner || writer === USERS) continue;
      const at = Math.min(graph.now, finished + int(172_800_000));
      const id = randomUUID();
      yield [
        id,
        shown.ids[s]!,
        graph.userId(writer),
        null,
        SAID[int(SAID.length)]!,
        new Date(at).toISOString(),
        null,
      ];
      if (random() < 1 / 3) {
        const replyAt = new Date(Math.min(graph.now, at + int(3_600_000))).toISOString();
        yield [
          randomUUID(),
          shown.ids[s]!,
          graph.userId(owner),
          id,
          ANSWERED[int(ANSWERED.length)]!,
          replyAt,
          null,
        ];
      }
    }
  }
}

export function seedComments(
  writer: BulkWriter,
  shown: ShownSessions,
  graph: SeedGraph,
  random: () => number,
): Promise<number> {
  return writer.insert(COMMENTS, commentRows(shown, graph, random));
}
