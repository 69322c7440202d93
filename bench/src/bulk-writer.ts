import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseConfig } from '../../apps/server/src/config';

export type ColumnType = 'text' | 'int' | 'bool' | 'timestamptz' | 'double';
export type Cell = string | number | boolean | null;

export interface TableSpec {
  name: string;
  /** Column names (quoted as given) and their types. */
  columns: [name: string, type: ColumnType][];
}

/** Rows written one by one as they are generated; `write` returns a promise only when it must be awaited. */
export interface RowSink {
  write(row: Cell[]): Promise<void> | undefined;
  /** Writes what is left; resolves to the number of rows written. */
  end(): Promise<number>;
}

/**
 * Fast loading of many rows: prepared statements in large transactions on SQLite, `COPY … FROM STDIN`
 * on PostgreSQL (one connection per open table, so two tables can fill from one pass).
 */
export interface BulkWriter {
  kind: DatabaseConfig['kind'];
  insert(table: TableSpec, rows: Iterable<Cell[]>): Promise<number>;
  open(table: TableSpec): Promise<RowSink>;
  /**
   * Runs statements that fill tables inside the database: at the same time, each on a connection of its
   * own, on PostgreSQL (one core each); one after another on SQLite, which has one writer.
   */
  run(statements: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

const quote = (name: string) => `"${name}"`;
const SQLITE_BATCH = 50_000;

function sqliteWriter(file: string, alone: boolean): BulkWriter {
  const db = new SQLite(file);
  // A rollback journal holds only pages that existed before a transaction, so new rows are written
  // once; the write-ahead log holds all of them until a checkpoint copies them again (a load ~1.5×
  // slower, and ~15 GB of log at full size). Leaving WAL needs the file to itself; the server's own
  // opening switches back to it.
  if (alone) db.pragma('journal_mode = DELETE');
  // Bulk load only: the data is generated consistent, and a crash just means seeding again.
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -262144');
  const open = (table: TableSpec): RowSink => {
    const names = table.columns.map(([name]) => quote(name)).join(', ');
    const marks = table.columns.map(() => '?').join(', ');
    const statement = db.prepare(`insert into ${quote(table.name)} (${names}) values (${marks})`);
    const run = db.transaction((batch: Cell[][]) => {
      for (const row of batch) statement.run(row.map((v) => (typeof v === 'boolean' ? Number(v) : v)));
    });
    let count = 0;
    let batch: Cell[][] = [];
    return {
      write(row) {
        batch.push(row);
        if (batch.length === SQLITE_BATCH) {
          run(batch);
          count += batch.length;
          batch = [];
        }
        return undefined;
      },
      async end() {
        if (batch.length > 0) run(batch);
        return count + batch.length;
      },
    };
  };
  return {
    kind: 'sqlite',
    open: async (table) => open(table),
    async run(statements) {
      for (const statement of statements) db.exec(statement);
    },
    async insert(table, rows) {
      const sink = open(table);
      for (const row of rows) sink.write(row);
      return sink.end();
    },
    async close() {
      db.close();
    },
  };
}

const NEEDS_ESCAPE = /[\\\n\r\t]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** One value in COPY's text format: \N for null, backslash escapes for the four characters that need them. */
function copyValue(value: Cell): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return NEEDS_ESCAPE.test(value) ? value.replace(/[\\\n\r\t]/g, (c) => ESCAPES[c]!) : value;
}

/** Lines are sent in chunks of about this many characters. */
const COPY_CHUNK = 256 * 1024;

async function postgresWriter(url: string): Promise<BulkWriter> {
  const clients: pg.Client[] = [];
  /** Connections `run` has used and may use again (a COPY keeps its own to the end). */
  const idle: pg.Client[] = [];
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('set synchronous_commit = off');
    clients.push(client);
    return client;
  };
  const open = async (table: TableSpec): Promise<RowSink> => {
    const client = await connect();
    const names = table.columns.map(([name]) => quote(name)).join(', ');
    const stream = client.query(copyFrom(`copy ${quote(table.name)} (${names}) from stdin`));
    let count = 0;
    let chunk = '';
    const flush = async () => {
      const ready = stream.write(chunk);
      chunk = '';
      if (!ready) await once(stream, 'drain');
    };
    return {
      write(row) {
        let line = copyValue(row[0]!);
        for (let i = 1; i < row.length; i += 1) line += `\t${copyValue(row[i]!)}`;
        chunk += `${line}\n`;
        count += 1;
        return chunk.length >= COPY_CHUNK ? flush() : undefined;
      },
      async end() {
        if (chunk) await flush();
        stream.end();
        await finished(stream);
        return count;
      },
    };
  };
  return {
    kind: 'postgres',
    open,
    async run(statements) {
      await Promise.all(
        statements.map(async (statement) => {
          const client = idle.pop() ?? (await connect());
          try {
            await client.query(statement);
          } finally {
            idle.push(client);
          }
        }),
      );
    },
    async insert(table, rows) {
      const sink = await open(table);
      for (const row of rows) {
        const wait = sink.write(row);
        if (wait) await wait;
      }
      return sink.end();
    },
    async close() {
      await Promise.all(clients.map((client) => client.end()));
    },
  };
}

/** `alone`: no other connection has the database open (SQLite then loads without its write-ahead log). */
export async function openBulkWriter(config: DatabaseConfig, { alone = false } = {}): Promise<BulkWriter> {
  return config.kind === 'sqlite' ? sqliteWriter(config.file, alone) : postgresWriter(config.url);
}
