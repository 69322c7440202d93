import type { SessionVisibility } from '@stryd/domain';
import type { BulkWriter, Cell, TableSpec } from './bulk-writer';
import {
  createPlanTables,
  orderedId,
  SESSION_MS,
  SETS_PER_SESSION,
  sessionVolumeKg,
  writeSets,
} from './seed-sets';
import { defaultVisibility, sessionVisibility } from './seed-visibility';

/**
 * The workout log of bench:seed: a fifth of users (BENCH_LOG_SHARE) trained for 1–5 years, a session
 * every BENCH_LOG_DAYS days (7 by default) of ~25 sets (5 exercises × 5 sets, weights climbing
 * slowly); the benchmark user trained three times a week for five years — the heavy history
 * bench:api reads.
 */
const SHARE = Number(process.env.BENCH_LOG_SHARE ?? 0.2);
/** Every TRAINEE_STEP-th user has a log (the benchmark user's follows draw on them). */
export const TRAINEE_STEP = Math.max(1, Math.round(1 / SHARE));
const EVERY_DAYS = Number(process.env.BENCH_LOG_DAYS ?? 7);
const DAY = 86_400_000;

const SESSIONS: TableSpec = {
  name: 'workout_sessions',
  columns: [
    ['id', 'text'],
    ['user_id', 'text'],
    ['routine_id', 'text'],
    ['routine_name', 'text'],
    ['creator_id', 'text'],
    ['started_at', 'text'],
    ['last_set_at', 'text'],
    ['finished_at', 'text'],
    ['duration_ms', 'int'],
    ['set_count', 'int'],
    ['volume_kg', 'double'],
    ['xp_earned', 'int'],
    ['record_count', 'int'],
    ['visibility', 'text'],
  ],
};

/** One row per session: what `setsSql` needs to write its 25 sets inside the database. */
const PLAN: TableSpec = {
  name: 'bench_session_plan',
  columns: [
    ['seq', 'int'],
    ['session_id', 'text'],
    ['user_id', 'text'],
    ['i', 'int'],
    ['count', 'int'],
    ['salt', 'int'],
    ['started_ms', 'int'],
  ],
};

export interface Trainee {
  userId: string;
  /** The user's index in the seed graph (the benchmark user's is USERS). */
  index: number;
  /** Their account default (profiles.session_visibility). */
  visibility: SessionVisibility;
  years: number;
  everyDays: number;
}

/** The sessions others may see (effective visibility not 'only-me'): what kudos are seeded on. */
export interface ShownSessions {
  ids: string[];
  owners: number[];
  finishedAt: number[];
  followersOnly: boolean[];
}

/** Who trains: every fifth user for 1–5 years, and the benchmark user three times a week for five. */
export function trainees(userIds: readonly string[], benchUserId: string, random: () => number): Trainee[] {
  const list: Trainee[] = [];
  for (let u = 0; u < userIds.length; u += TRAINEE_STEP) {
    list.push({
      userId: userIds[u] as string,
      index: u,
      visibility: defaultVisibility(u),
      years: 1 + Math.floor(random() * 5),
      everyDays: EVERY_DAYS,
    });
  }
  // The benchmark user keeps the app's default; their own feed shows their sessions whatever it is.
  list.push({
    userId: benchUserId,
    index: userIds.length,
    visibility: 'only-me',
    years: 5,
    everyDays: 7 / 3,
  });
  return list;
}

/**
 * Loads sessions and their plan in one pass, then has the database write their sets (`seed-sets.ts`).
 */
export async function seedWorkoutLog(
  writer: BulkWriter,
  people: readonly Trainee[],
  now: number,
  random: () => number,
): Promise<{ sessions: number; sets: number; shown: ShownSessions }> {
  const shown: ShownSessions = { ids: [], owners: [], finishedAt: [], followersOnly: [] };
  const plan = people.map((person) => ({ ...person, salt: Math.floor(random() * 1e9) }));
  await createPlanTables(writer);
  const sessionRows = await writer.open(SESSIONS);
  const planRows = await writer.open(PLAN);
  let seq = 0;
  for (const person of plan) {
    const count = Math.floor((person.years * 365) / person.everyDays);
    // People train on days and at hours of their own: without it every session of the seed started at
    // the same instant of the week, and the feed's newest two days held none. The last one has ended.
    const phase = ((person.salt % 1000) / 1000) * (person.everyDays * DAY - 2 * SESSION_MS);
    for (let i = 0; i < count; i += 1) {
      const started = Math.trunc(now - (count - i) * person.everyDays * DAY + phase);
      const id = orderedId(seq + 1);
      const finished = started + SESSION_MS;
      const end = new Date(finished).toISOString();
      const own = sessionVisibility(random);
      const effective = own ?? person.visibility;
      if (effective !== 'only-me') {
        shown.ids.push(id);
        shown.owners.push(person.index);
        shown.finishedAt.push(finished);
        shown.followersOnly.push(effective === 'followers');
      }
      const session: Cell[] = [
        id,
        person.userId,
        null,
        'Strength Day',
        null,
        new Date(started).toISOString(),
        end,
        end,
        SESSION_MS,
        SETS_PER_SESSION,
        sessionVolumeKg(i, count, person.salt),
        SETS_PER_SESSION * 10,
        0,
        own,
      ];
      const wait = sessionRows.write(session);
      if (wait) await wait;
      const full = planRows.write([seq, id, person.userId, i, count, person.salt, started]);
      if (full) await full;
      seq += 1;
    }
  }
  const [sessions] = await Promise.all([sessionRows.end(), planRows.end()]);
  const sets = await writeSets(writer, sessions);
  return { sessions, sets, shown };
}
