import { type Auth, migrateAuthTables } from '../auth/auth';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

/**
 * Every migration, as the server at start, `npm run db:migrate` and the test template run them:
 * better-auth's tables first (ours reference its users), then ours. Answers the names of ours applied.
 */
export async function migrateEverything(auth: Auth, database: DatabaseHandle): Promise<string[]> {
  await migrateAuthTables(auth);
  return migrateToLatest(database);
}
