import { estimatedOneRepMax, type SessionVisibility } from '@stryd/domain';
import type { BulkWriter, Cell, TableSpec } from './bulk-writer';
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

const LIFTS = [
  ['bench-press', 'Bench Press', 40],
  ['barbell-back-squat', 'Barbell Back Squat', 60],
  ['barbell-deadlifts', 'Barbell Deadlifts', 70],
  ['barbell-overhead-press', 'Barbell Overhead Press', 25],
  ['barbell-bent-over-row', 'Barbell Bent-Over Row', 35],
  ['pull-ups', 'Pull-ups', 0],
  ['plank', 'Plank', 0],
] as const;

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

const SETS: TableSpec = {
  name: 'set_logs',
  columns: [
    ['user_id', 'text'],
    ['id', 'text'],
    ['session_id', 'text'],
    ['workout_index', 'int'],
    ['set_index', 'int'],
    ['exercise_key', 'text'],
    ['exercise_id', 'text'],
    ['exercise_name', 'text'],
    ['reps', 'int'],
    ['weight_kg', 'double'],
    ['seconds', 'int'],
    ['distance_m', 'int'],
    ['logged_at', 'text'],
    ['xp_earned', 'int'],
    ['xp_day', 'text'],
    ['records', 'text'],
  ],
};

/**
 * Ids in the order rows are written (UUID version 7 layout, a counter where its time would be): each
 * lands at the end of the indexes that lead with it, where random ids would scatter 39M index inserts
 * over the whole B-tree.
 */
function orderedIds(): () => string {
  let next = 0;
  return () => {
    next += 1;
    const hex = next.toString(16).padStart(22, '0');
    return `5eed${hex.slice(0, 4)}-${hex.slice(4, 8)}-7${hex.slice(8, 11)}-8${hex.slice(11, 14)}-${hex.slice(14)}0000`;
  };
}

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

/** Loads sessions first, then their sets (both generated from the same seeded plan). */
export async function seedWorkoutLog(
  writer: BulkWriter,
  people: readonly Trainee[],
  now: number,
  random: () => number,
): Promise<{ sessions: number; sets: number; shown: ShownSessions }> {
  const shown: ShownSessions = { ids: [], owners: [], finishedAt: [], followersOnly: [] };
  const plan = people.map((person) => ({ ...person, salt: Math.floor(random() * 1e9) }));
  const sessionId = orderedIds();
  const setId = orderedIds();
  const sessionsOf = function* (person: (typeof plan)[number]) {
    const count = Math.floor((person.years * 365) / person.everyDays);
    for (let i = 0; i < count; i += 1) {
      const started = now - (count - i) * person.everyDays * DAY;
      const id = sessionId();
      const sets: Cell[][] = [];
      let volume = 0;
      for (let w = 0; w < 5; w += 1) {
        const [exerciseId, name, base] = LIFTS[
          (w + i + person.salt) % LIFTS.length
        ] as (typeof LIFTS)[number];
        const progress = Math.floor((i / Math.max(1, count)) * 20) * 2.5;
        for (let s = 0; s < 5; s += 1) {
          const at = new Date(started + (w * 5 + s) * 90_000).toISOString();
          const weight = base > 0 ? base + progress : null;
          const reps = exerciseId === 'plank' ? null : 5 + ((i + s) % 4);
          const seconds = exerciseId === 'plank' ? 30 + (i % 30) : null;
          volume += (weight ?? 0) * (reps ?? 0);
          // Every tenth session's first set of a lift was a new heaviest weight.
          const record =
            weight && estimatedOneRepMax(weight, reps) && s === 0 && i % 10 === 9 ? 'weight' : '';
          sets.push([
            person.userId,
            setId(),
            id,
            w,
            s,
            exerciseId,
            exerciseId,
            name,
            reps,
            weight,
            seconds,
            null,
            at,
            10,
            at.slice(0, 10),
            record,
          ]);
        }
      }
      const finished = started + 25 * 90_000;
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
        25 * 90_000,
        25,
        volume,
        250,
        0,
        own,
      ];
      yield { session, sets };
    }
  };
  // One pass fills both tables: sessions and their sets are written as they are generated.
  const sessionRows = await writer.open(SESSIONS);
  const setRows = await writer.open(SETS);
  for (const person of plan) {
    for (const { session, sets } of sessionsOf(person)) {
      const wait = sessionRows.write(session);
      if (wait) await wait;
      for (const set of sets) {
        const full = setRows.write(set);
        if (full) await full;
      }
    }
  }
  const [sessions, sets] = await Promise.all([sessionRows.end(), setRows.end()]);
  return { sessions, sets, shown };
}
