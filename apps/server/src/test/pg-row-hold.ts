import pg from 'pg';
import type { TestApp } from './test-app';

const WAIT_LIMIT_MS = 3000;

/**
 * PostgreSQL only: backends waiting, directly or through others, on the given backend's locks
 * (other test files share the server, so only the chain behind our own holder counts).
 */
const WAITING_BEHIND = `
  with recursive waiting(pid) as (
    select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))
    union
    select a.pid from pg_stat_activity a join waiting w on w.pid = any(pg_blocking_pids(a.pid))
  )
  select count(*)::int as n from waiting`;

/**
 * Holds row locks from outside the app (`lock`: a `select … for update` of them, with its parameters), so
 * that a request stops where its transaction first needs one of those rows, everything before done. Lets a
 * test put another request at exactly that point, instead of hoping the scheduler does.
 */
export async function holdRows(t: TestApp, lock: string, params: unknown[]) {
  const database = t.context.config.database;
  if (database.kind !== 'postgres') throw new Error('holdRows is for PostgreSQL test apps');
  // The test app's own database (a copy of the run's template) and schema.
  const client = new pg.Client({
    connectionString: database.url,
    options: `-c search_path=${database.schema}`,
  });
  await client.connect();
  await client.query('begin');
  await client.query(lock, params);
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const holder = rows[0]!.pid;
  return {
    /** Waits until `count` backends queue behind the hold (or gives up after a few seconds). */
    async queued(count: number): Promise<void> {
      const until = Date.now() + WAIT_LIMIT_MS;
      while (Date.now() < until) {
        const waiting = await client.query<{ n: number }>(WAITING_BEHIND, [holder]);
        if (waiting.rows[0]!.n >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async release(): Promise<void> {
      await client.query('commit');
      await client.end();
    },
  };
}

/** One user's profile row held: a tick stops right before its total-XP update, the rest of it done. */
export const holdProfileRow = (t: TestApp, userId: string) =>
  holdRows(t, 'select 1 from profiles where user_id = $1 for update', [userId]);
