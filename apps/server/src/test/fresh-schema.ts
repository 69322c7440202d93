import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../config';

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** An empty schema of its own on a PostgreSQL server (tests, benchmarks), and how to drop it after. */
export async function freshSchema(
  url: string,
  prefix: string,
): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(url, `create schema ${schema}`);
  return {
    config: { kind: 'postgres', url, schema },
    drop: () => run(url, `drop schema ${schema} cascade`),
  };
}
