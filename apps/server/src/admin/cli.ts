import { isPaidPlan, PAID_PLAN_TYPES } from '@stryd/domain';
import { describeDatabase, OperatorError, runOperatorCommand, withDatabase } from '../cli/operator-command';
import { systemClock } from '../clock';
import { loadStorageConfig } from '../config';
import { setPlanByUsername } from './admin.repository';
import { backupSqlite, restoreSqlite } from './backup';
import { REPORTS_USAGE, reportsCommand } from './reports-command';

/**
 * Operator commands (never exposed over HTTP):
 *   npm run admin -- set-plan <username> <stryd-monthly|stryd-quarterly|stryd-annually|free>
 *   npm run admin -- reports [hide|dismiss <report-id>]
 *   npm run admin -- backup <file>      (SQLite; while the server runs)
 *   npm run admin -- restore <file>     (SQLite; into an empty data directory)
 * They act on existing data only: a missing database is reported, never created (decision 013).
 */
const plans = [...PAID_PLAN_TYPES, 'free'];
const setPlanUsage = `npm run admin -- set-plan <username> <${plans.join('|')}>`;
const backupUsage = 'npm run admin -- backup <file>';
const restoreUsage = 'npm run admin -- restore <file>';
const usage = `Usage: ${setPlanUsage}, ${REPORTS_USAGE.replace('Usage: ', '')}, ${backupUsage} or ${restoreUsage}`;

async function setPlan(args: string[]): Promise<number> {
  const [username, plan] = args;
  if (!username || !plan || args.length > 2) throw new OperatorError(`Usage: ${setPlanUsage}`, 2);
  if (plan !== 'free' && !isPaidPlan(plan)) {
    throw new OperatorError(`Unknown plan '${plan}': use one of ${plans.join(', ')}.`, 2);
  }
  const { database } = loadStorageConfig();
  const where = describeDatabase(database);
  await withDatabase(database, { mustExist: true }, async ({ db }) => {
    if (!(await setPlanByUsername(db, username, plan))) {
      throw new OperatorError(`No user named '${username}' in ${where}.`);
    }
  });
  console.info(`${username} is now on plan ${plan} (${where}).`);
  return 0;
}

async function reports(args: string[]): Promise<number> {
  const { database } = loadStorageConfig();
  const lines = await withDatabase(database, { mustExist: true }, ({ db }) =>
    reportsCommand(db, args, systemClock.now()),
  );
  for (const line of lines) console.info(line);
  return 0;
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function backup(args: string[]): number {
  const [file] = args;
  if (!file || args.length > 1) throw new OperatorError(`Usage: ${backupUsage}`, 2);
  const result = backupSqlite(loadStorageConfig(), file);
  console.info(
    `Backed up to ${result.file} (${megabytes(result.bytes)}, ${result.migrations} migrations). Keep a copy on another machine.`,
  );
  return 0;
}

function restore(args: string[]): number {
  const [file] = args;
  if (!file || args.length > 1) throw new OperatorError(`Usage: ${restoreUsage}`, 2);
  const result = restoreSqlite(loadStorageConfig(), file);
  const kept = result.keptFiles.length > 0 ? ` with ${result.keptFiles.join(' and ')}` : '';
  console.info(
    `Restored ${result.database}${kept} (${result.migrations} migrations). Start the server on it.`,
  );
  return 0;
}

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'set-plan') return setPlan(rest);
  if (command === 'reports') return reports(rest);
  if (command === 'backup') return backup(rest);
  if (command === 'restore') return restore(rest);
  throw new OperatorError(usage, 2);
}

process.exitCode = await runOperatorCommand(() => run(process.argv.slice(2)));
