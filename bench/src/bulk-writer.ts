import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig } from '../../apps/server/src/config';

export type ColumnType = 'text' | 'int' | 'bool' | 'timestamptz' | 'double';
export type Cell = string | number | boolean | null;

export interface TableSpec {
  name: string;
  /** Column names (quoted as given) and their PostgreSQL array element types. */
  columns: [name: string, type: ColumnType][];
}

/** Fast inserts of many rows: prepared statements on SQLite, unnest() batches on PostgreSQL. */
export interface BulkWriter {
  insert(table: TableSpec, rows: Iterable<Cell[]>): Promise<number>;
  close(): Promise<void>;
}

const quote = (name: string) => `"${name}"`;
const PG_TYPES: Record<ColumnType, string> = {
  text: 'text',
  int: 'integer',
  bool: 'bool',
  timestamptz: 'timestamptz',
  double: 'double precision',
};

function sqliteWriter(file: string): BulkWriter {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  // Bulk load only: the data is generated consistent, and a crash just means seeding again.
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -262144');
  return {
    async insert(table, rows) {
      const names = table.columns.map(([name]) => quote(name)).join(', ');
      const marks = table.columns.map(() => '?').join(', ');
      const statement = db.prepare(`insert into ${quote(table.name)} (${names}) values (${marks})`);
      const run = db.transaction((batch: Cell[][]) => {
        for (const row of batch) statement.run(row.map((v) => (typeof v === 'boolean' ? Number(v) : v)));
      });
      let count = 0;
      let batch: Cell[][] = [];
      for (const row of rows) {
        batch.push(row);
        if (batch.length === 50_000) {
          run(batch);
          count += batch.length;
          batch = [];
        }
      }
      if (batch.length > 0) run(batch);
      return count + batch.length;
    },
    async close() {
      db.close();
    },
  };
}

async function postgresWriter(url: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set synchronous_commit = off');
  return {
    async insert(table, rows) {
      const names = table.columns.map(([name]) => quote(name)).join(', ');
      const arrays = table.columns.map(([, type], i) => `$${i + 1}::${PG_TYPES[type]}[]`);
      const text = `insert into ${quote(table.name)} (${names}) select * from unnest(${arrays.join(', ')})`;
      let count = 0;
      let columns: Cell[][] = table.columns.map(() => []);
      let size = 0;
      const flush = async () => {
        if (size === 0) return;
        await client.query(text, columns);
        count += size;
        columns = table.columns.map(() => []);
        size = 0;
      };
      await client.query('begin');
      for (const row of rows) {
        for (let i = 0; i < row.length; i += 1) columns[i]!.push(row[i]!);
        size += 1;
        if (size === 5_000) await flush();
      }
      await flush();
      await client.query('commit');
      return count;
    },
    async close() {
      await client.end();
    },
  };
}

export async function openBulkWriter(config: DatabaseConfig): Promise<BulkWriter> {
  return config.kind === 'sqlite' ? sqliteWriter(config.file) : postgresWriter(config.url);
}
