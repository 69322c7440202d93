import { createAuth, migrateAuthTables } from '../auth/auth';
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

/** `npm run db:migrate`: the same migrations the server runs at start. */
const config = loadConfig();
const database = openDatabase(config.database);
try {
  await migrateAuthTables(createAuth(config, database));
  const applied = await migrateToLatest(database);
  console.info(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await database.close();
}
