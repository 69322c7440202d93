import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { DatabaseHandle } from './database';

/**
 * "Something changed" between app processes on one database: forget what you cached (sign-outs), or
 * tell whoever is listening (a person's inbox, by their id as the payload). On PostgreSQL a notice is a
 * NOTIFY that every process LISTENing on the channel receives; SQLite serves one app process (decision
 * 001), so its notices stay in process.
 */
export interface ChangeNotices {
  /** Tells this process at once, and every other process as soon as the database delivers it. */
  publish(payload?: string): Promise<void>;
  /** The payload is '' after a lost connection: whatever listens must assume anything changed. */
  subscribe(listener: (payload: string) => void): () => void;
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
  const listeners = new Set<(payload: string) => void>();
  const notify = (payload = '') => {
    for (const listener of listeners) {
      // One listener's failure is its own: the others are told, and whoever published carries on.
      try {
        listener(payload);
      } catch {}
    }
  };
  const subscribe = (listener: (payload: string) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  if (config.kind !== 'postgres') {
    return {
      publish: async (payload) => notify(payload),
      subscribe,
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
  // Each notice names the notices object that sent it: this process told its own listeners at once, so
  // the database's echo of it is not told again.
  const sender = randomUUID();
  const SEPARATOR = ' ';

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
      if (message.channel !== channel) return;
      const text = message.payload ?? '';
      const split = text.indexOf(SEPARATOR);
      if (text.slice(0, split) !== sender) notify(text.slice(split + 1));
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
    async publish(payload = '') {
      notify(payload);
      await sql`select pg_notify(${channel}, ${`${sender}${SEPARATOR}${payload}`})`.execute(handle.db);
    },
    subscribe,
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
