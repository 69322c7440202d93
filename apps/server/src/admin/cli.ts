import { isPaidPlan, PAID_PLAN_TYPES } from '@stryd/domain';
import { describeDatabase, OperatorError, runOperatorCommand, withDatabase } from '../cli/operator-command';
import { systemClock } from '../clock';
import { loadStorageConfig } from '../config';
import { setPlanByUsername } from './admin.repository';
import { REPORTS_USAGE, reportsCommand } from './reports-command';

/**
 * Operator commands (never exposed over HTTP):
 *   npm run admin -- set-plan <username> <stryd-monthly|stryd-quarterly|stryd-annually|free>
 *   npm run admin -- reports [hide|dismiss <report-id>]
 * They act on existing data only: a missing database is reported, never created (decision 013).
 */
const plans = [...PAID_PLAN_TYPES, 'free'];
const setPlanUsage = `npm run admin -- set-plan <username> <${plans.join('|')}>`;
const usage = `Usage: ${setPlanUsage}, or ${REPORTS_USAGE.replace('Usage: ', '')}`;

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

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'set-plan') return setPlan(rest);
  if (command === 'reports') return reports(rest);
  throw new OperatorError(usage, 2);
}

process.exitCode = await runOperatorCommand(() => run(process.argv.slice(2)));
