import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { DatabaseHandle } from './database';

/**
 * "Something changed, forget what you cached" between app processes on one database. On PostgreSQL
 * a notice is a NOTIFY that every process LISTENing on the channel receives; SQLite serves one app
 * process (decision 001), so its notices stay in process.
 */
export interface ChangeNotices {
  /** Tells this process at once, and every other process as soon as the database delivers it. */
  publish(): Promise<void>;
  subscribe(listener: () => void): void;
  /** False while notices from other processes could be missed: caches must not be trusted then. */
  readonly live: boolean;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

export function createChangeNotices(
  handle: DatabaseHandle,
  config: DatabaseConfig,
  name: string,
): ChangeNotices {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  if (config.kind !== 'postgres') {
    return {
      publish: async () => notify(),
      subscribe: (listener) => void listeners.add(listener),
      live: true,
      close: async () => {},
    };
  }
  // Channels are per database, not per schema: processes on another schema are another app.
  const channel = `stryd_${name}_${config.schema ?? 'public'}`.replace(/[^a-z0-9_]/gi, '_').slice(0, 63);
  let live = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new pg.Client({ connectionString: config.url });
    const lost = () => {
      if (client !== next) return;
      live = false;
      client = null;
      // Whatever was cached while the line was down may be stale.
      notify();
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) notify();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
      if (closed) return void (await next.end());
      live = true;
    } catch {
      lost();
    }
  };
  const ready = connect();

  return {
    async publish() {
      notify();
      await sql`select pg_notify(${channel}, '')`.execute(handle.db);
    },
    subscribe: (listener) => void listeners.add(listener),
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      await ready;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
