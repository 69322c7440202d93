import { createAuth, migrateAuthTables } from '../auth/auth';
import { describeDatabase, runOperatorCommand, withDatabase } from '../cli/operator-command';
import { loadConfig } from '../config';
import { migrateToLatest } from './migrate';

/** `npm run db:migrate`: the same migrations the server runs at start, creating the database if needed. */
process.exitCode = await runOperatorCommand(async () => {
  const config = loadConfig();
  const where = describeDatabase(config.database);
  const applied = await withDatabase(config.database, {}, async (database) => {
    await migrateAuthTables(createAuth(config, database));
    return migrateToLatest(database);
  });
  console.info(applied.length ? `Applied to ${where}: ${applied.join(', ')}` : `${where} is up to date.`);
  return 0;
});
