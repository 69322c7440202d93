import { createAuth } from '../auth/auth';
import { describeDatabase, runOperatorCommand, withDatabase } from '../cli/operator-command';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { migrateEverything } from './migrate-everything';

/** `npm run db:migrate`: the same migrations the server runs at start, creating the database if needed. */
process.exitCode = await runOperatorCommand(async () => {
  const config = loadConfig();
  const where = describeDatabase(config.database);
  const applied = await withDatabase(config.database, {}, (database) =>
    migrateEverything(createAuth(config, database, systemClock), database),
  );
  console.info(applied.length ? `Applied to ${where}: ${applied.join(', ')}` : `${where} is up to date.`);
  return 0;
});
