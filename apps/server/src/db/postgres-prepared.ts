import type { PostgresPool } from 'kysely';
import type pg from 'pg';

/** Statement texts that get a name (and so stay prepared on each connection that runs them). */
export const PREPARED_STATEMENT_LIMIT = 500;

/**
 * Ends a statement whose best plan depends on its values (the feed: how many people the viewer follows),
 * so it is sent unnamed and planned for its values each time. A prepared statement may switch to one
 * generic plan after five runs, and for the feed that plan read 3–5 ms longer than the one for its values.
 */
export const PLANNED_EACH_TIME = '/* planned each time */';

/** Only plain statements are named: transaction control and the like stay one-off. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** PostgreSQL's "cached plan must not change result type": a table changed under a named statement. */
const FEATURE_NOT_SUPPORTED = '0A000';

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Kysely's PostgreSQL driver sends every query unnamed, so PostgreSQL parses, analyses and plans its text
 * anew each time, even the tick's twenty statements it has seen thousands of times. This pool hands Kysely
 * clients whose queries carry a name per distinct text: `pg` then parses each once per connection, and
 * PostgreSQL keeps its plan (decision 056). The names are bounded (`limit` texts; past it, queries go
 * unnamed as before), since PostgreSQL keeps a named statement until its connection closes.
 */
export function withPreparedStatements(pool: pg.Pool, limit = PREPARED_STATEMENT_LIMIT): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= limit || !PREPARABLE.test(text) || text.includes(PLANNED_EACH_TIME)) {
      return known;
    }
    const name = `stryd_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
  const prepared = new WeakSet<pg.PoolClient>();
  const stale = new WeakSet<pg.PoolClient>();
  const connect = async (): Promise<pg.PoolClient> => {
    const client = await pool.connect();
    if (!prepared.has(client)) {
      prepared.add(client);
      nameQueries(client, nameOf, () => stale.add(client));
    }
    // The pool sets a new release on every checkout: a stale connection is closed, not kept.
    const release = client.release;
    client.release = (destroy?: Error | boolean) => release(destroy || stale.has(client));
    return client;
  };
  // Kysely reads the pool's options (its size) alongside connect and end.
  return { connect, end: () => pool.end(), options: pool.options };
}

/**
 * Gives the client's (text, values) queries their name. A migration by another process can change a table
 * under a statement this connection keeps ("cached plan must not change result type"): that query fails,
 * and `onStale` marks the connection to be closed when released, instead of failing every later use.
 */
function nameQueries(
  client: pg.PoolClient,
  nameOf: (text: string) => string | undefined,
  onStale: () => void,
): void {
  const query = client.query.bind(client) as Query;
  client.query = ((first: unknown, ...rest: unknown[]) => {
    const name = typeof first === 'string' && typeof rest[0] !== 'function' ? nameOf(first) : undefined;
    if (!name) return query(first, ...rest);
    return query({ name, text: first, values: rest[0] }).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === FEATURE_NOT_SUPPORTED) onStale();
      throw error;
    });
  }) as typeof client.query;
}
