import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { withPreparedStatements } from '../../apps/server/src/db/postgres-prepared';
import type { Database } from '../../apps/server/src/db/schema';
import { feedPage } from '../../apps/server/src/modules/feed/feed.repository';

const url = 'postgres://postgres@127.0.0.1:5432/stryd_bench';
const viewer = process.argv[2]!;
async function run(label: string, named: boolean, mode: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    options: `-c max_parallel_workers_per_gather=0 -c plan_cache_mode=${mode}`,
  });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: named ? withPreparedStatements(pool) : pool }),
  });
  const since = new Date(Date.now() - 2 * 86400000).toISOString();
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await feedPage(db, viewer, null, 21, since);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(label, 'median', times[100]!.toFixed(2), 'p90', times[180]!.toFixed(2));
  await db.destroy();
}
for (let r = 0; r < 3; r++) {
  await run('unnamed', false, 'auto');
  await run('named auto', true, 'auto');
  await run('named generic', true, 'force_generic_plan');
  await run('named custom', true, 'force_custom_plan');
}
