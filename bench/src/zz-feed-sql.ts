import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/schema';
import { feedPage } from '../../apps/server/src/modules/feed/feed.repository';

const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/stryd_bench', max: 1 });
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (e) => {
    console.log(JSON.stringify({ sql: e.query.sql, params: e.query.parameters }));
  },
});
const since = new Date(Date.now() - 2 * 86400000).toISOString();
await feedPage(db, process.argv[2]!, null, 21, since);
await db.destroy();
