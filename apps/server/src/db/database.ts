import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type Logger,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { withPreparedStatements } from './postgres-prepared';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export type QueryListener = (durationMs: number, sql: string, failed: boolean) => void;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema the connection is pinned to (search_path), when not the default. */
  schema?: string;
  /** Cheap liveness probe for /api/health. */
  ping(): Promise<boolean>;
  /**
   * Calls `listener` after every query with its duration (one listener: /metrics'). Only on a handle
   * opened with `timeQueries`; any other refuses it.
   */
  observeQueries(listener: QueryListener | null): void;
  /** PostgreSQL's connection pool as it stands; null on SQLite (one connection). */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

// PostgreSQL returns BIGINT (e.g. count(*)) as text by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** Prepared statements kept per SQLite connection (the oldest is dropped past this many). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew; compiling the SQL is a large part of a fast query.
 * This hands it a cached statement for SQL it has seen (a bounded map, oldest out first). Safe because
 * Kysely runs one query at a time on its single SQLite connection, and a statement still iterating
 * (a streamed query) is never handed out again.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(source: string): SQLite.Statement {
      const cached = statements.get(source);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(source);
      if (!cached) {
        if (statements.size >= size) {
          const oldest = statements.keys().next();
          if (!oldest.done) statements.delete(oldest.value);
        }
        statements.set(source, statement);
      }
      return statement;
    },
  };
}

/**
 * SQLite transactions take the write lock when they begin (BEGIN IMMEDIATE). A deferred BEGIN reads
 * from a snapshot, and its first write fails with SQLITE_BUSY_SNAPSHOT if another connection (the
 * admin CLI, `npm run db:migrate`) committed in between; busy_timeout cannot retry that, it can only
 * wait for a lock taken up front.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

export interface OpenOptions {
  /** Fail (SQLITE_CANTOPEN) rather than create a missing SQLite file: operator commands on existing data. */
  mustExist?: boolean;
  /**
   * Time every query for observeQueries (the /metrics setting). Off, Kysely runs no logging wrapper: it
   * wraps each connection's queries in an async timer whenever it is given a log callback, even one that
   * does nothing (decision 051).
   */
  timeQueries?: boolean;
}

export const QUERIES_NOT_TIMED =
  'This database was opened without timeQueries: nothing would observe its queries.';

function openSqlite(file: string, { mustExist = false }: OpenOptions, log?: Logger): Kysely<Database> {
  if (file !== ':memory:' && !mustExist) mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file, { fileMustExist: mustExist });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    ...(log ? { log } : {}),
  });
}

function openPostgres(url: string, schema: string | undefined, log?: Logger) {
  // No parallel workers: our queries each read a few index ranges, and a gather's start (forking two
  // workers) cost a feed page more than it saved, while the other requests wait for the cores (decision 054).
  const settings = ['-c max_parallel_workers_per_gather=0', ...(schema ? [`-c search_path=${schema}`] : [])];
  const pool = new pg.Pool({ connectionString: url, max: 10, options: settings.join(' ') });
  return {
    pool,
    db: new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }),
      ...(log ? { log } : {}),
    }),
  };
}

export function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): DatabaseHandle {
  let listener: QueryListener | null = null;
  const log: Logger | undefined = options.timeQueries
    ? (event) => listener?.(event.queryDurationMillis, event.query.sql, event.level === 'error')
    : undefined;
  const postgres = config.kind === 'postgres' ? openPostgres(config.url, config.schema, log) : null;
  const db = postgres?.db ?? openSqlite((config as { file: string }).file, options, log);
  let closed = false;
  return {
    db,
    dialect: config.kind,
    observeQueries(next) {
      if (!log) throw new Error(QUERIES_NOT_TIMED);
      listener = next;
    },
    poolStats: () =>
      postgres
        ? {
            total: postgres.pool.totalCount,
            idle: postgres.pool.idleCount,
            waiting: postgres.pool.waitingCount,
          }
        : null,
    ...(config.kind === 'postgres' && config.schema ? { schema: config.schema } : {}),
    async ping() {
      try {
        await db.selectNoFrom((eb) => eb.lit(1).as('ok')).execute();
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
