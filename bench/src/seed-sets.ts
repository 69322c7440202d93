import type { BulkWriter } from './bulk-writer';

/**
 * The 25 sets of a seeded session (5 exercises × 5 sets, weights climbing slowly), written by the
 * database itself from one plan row per session: ~39M sets at full size cost ~7 µs each when JavaScript
 * builds and binds every row, and about a third of that when the database writes them alone
 * (decision 055).
 * `sessionVolumeKg` is the same rule in JavaScript, for the session row's total.
 */
export const LIFTS = [
  ['bench-press', 'Bench Press', 40],
  ['barbell-back-squat', 'Barbell Back Squat', 60],
  ['barbell-deadlifts', 'Barbell Deadlifts', 70],
  ['barbell-overhead-press', 'Barbell Overhead Press', 25],
  ['barbell-bent-over-row', 'Barbell Bent-Over Row', 35],
  ['pull-ups', 'Pull-ups', 0],
  ['plank', 'Plank', 0],
] as const;

export const SETS_PER_SESSION = 25;
const SET_GAP_MS = 90_000;
export const SESSION_MS = SETS_PER_SESSION * SET_GAP_MS;

/** Session `i` of `count` lifts this much over the base weight (2.5 kg steps, 20 in all). */
const progressKg = (i: number, count: number) => Math.floor((i * 20) / count) * 2.5;
const repsOf = (i: number, set: number) => 5 + ((i + set) % 4);

/** The total volume of session `i` of `count` (the sets `setsSql` writes for it). */
export function sessionVolumeKg(i: number, count: number, salt: number): number {
  let volume = 0;
  for (let w = 0; w < 5; w += 1) {
    const base = LIFTS[(w + i + salt) % LIFTS.length]![2];
    if (base === 0) continue;
    for (let s = 0; s < 5; s += 1) volume += (base + progressKg(i, count)) * repsOf(i, s);
  }
  return volume;
}

/**
 * An id for the n-th row (n ≥ 1) in UUID version 7's layout with a counter where its time would be:
 * rows land at the end of the indexes that lead with their id. `setsSql` writes the same for n < 2^44.
 */
export function orderedId(n: number): string {
  const hex = n.toString(16).padStart(22, '0');
  return `5eed${hex.slice(0, 4)}-${hex.slice(4, 8)}-7${hex.slice(8, 11)}-8${hex.slice(11, 14)}-${hex.slice(14)}0000`;
}

const SCRATCH = ['bench_session_plan', 'bench_lifts', 'bench_slots'];

/** The scratch tables the plan is written to; `writeSets` drops them. */
export async function createPlanTables(writer: BulkWriter): Promise<void> {
  const unlogged = writer.kind === 'postgres' ? 'unlogged ' : '';
  const lifts = LIFTS.map(([id, name, base], slot) => `(${slot}, '${id}', '${name}', ${base})`).join(', ');
  const slots = Array.from({ length: SETS_PER_SESSION }, (_, n) => `(${Math.floor(n / 5)}, ${n % 5})`);
  await writer.run([
    `create ${unlogged}table bench_session_plan (seq bigint, session_id text, user_id text, i integer,
       count integer, salt integer, started_ms bigint)`,
    `create ${unlogged}table bench_lifts (slot integer primary key, exercise_id text, name text, base double precision)`,
    `create ${unlogged}table bench_slots (w integer, s integer)`,
  ]);
  await writer.run([
    `insert into bench_lifts values ${lifts}`,
    `insert into bench_slots values ${slots.join(', ')}`,
  ]);
}

/** One statement writing the sets of the plan rows with `from ≤ seq < to`. */
function setsSql(kind: BulkWriter['kind'], from: number, to: number): string {
  const n = `(p.seq * ${SETS_PER_SESSION} + t.w * 5 + t.s + 1)`;
  const ms = `(p.started_ms + (t.w * 5 + t.s) * ${SET_GAP_MS})`;
  const [id, at] =
    kind === 'sqlite'
      ? [
          `printf('5eed0000-0000-7000-8%03x-%08x0000', ${n} >> 32, ${n} & 4294967295)`,
          `strftime('%Y-%m-%dT%H:%M:%fZ', ${ms} / 1000.0, 'unixepoch')`,
        ]
      : [
          `format('5eed0000-0000-7000-8%s-%s0000', lpad(to_hex(${n} >> 32), 3, '0'), lpad(to_hex(${n} & 4294967295), 8, '0'))`,
          `to_char(timestamp 'epoch' + ${ms} * interval '1 millisecond', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        ];
  return `insert into set_logs (user_id, id, session_id, workout_index, set_index, exercise_key, exercise_id,
      exercise_name, reps, weight_kg, seconds, distance_m, logged_at, xp_earned, xp_day, records)
    select p.user_id, ${id}, p.session_id, t.w, t.s, l.exercise_id, l.exercise_id, l.name,
      case when l.exercise_id = 'plank' then null else 5 + (p.i + t.s) % 4 end,
      case when l.base > 0 then l.base + (p.i * 20 / p.count) * 2.5 end,
      case when l.exercise_id = 'plank' then 30 + p.i % 30 end,
      null, ${at}, 10, substr(${at}, 1, 10),
      -- Every tenth session's first set of a weighted lift was a new heaviest weight.
      case when l.base > 0 and t.s = 0 and p.i % 10 = 9 then 'weight' else '' end
    from bench_session_plan p cross join bench_slots t cross join bench_lifts l
    where p.seq >= ${from} and p.seq < ${to} and l.slot = (t.w + p.i + p.salt) % ${LIFTS.length}`;
}

/**
 * Writes the sets of the `sessions` planned sessions and drops the scratch tables. PostgreSQL writes
 * halves at once on two connections (a core each); SQLite, one writer, in one statement.
 */
export async function writeSets(writer: BulkWriter, sessions: number): Promise<number> {
  const half = Math.ceil(sessions / 2);
  await writer.run(
    writer.kind === 'sqlite'
      ? [setsSql('sqlite', 0, sessions)]
      : [setsSql('postgres', 0, half), setsSql('postgres', half, sessions)],
  );
  await writer.run(SCRATCH.map((table) => `drop table ${table}`));
  return sessions * SETS_PER_SESSION;
}
