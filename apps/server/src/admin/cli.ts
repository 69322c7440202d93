import { isPaidPlan, PAID_PLAN_TYPES } from '@stryd/domain';
import { describeDatabase, OperatorError, runOperatorCommand, withDatabase } from '../cli/operator-command';
import { loadStorageConfig } from '../config';
import { setPlanByUsername } from './admin.repository';

/**
 * Operator commands (never exposed over HTTP):
 *   npm run admin -- set-plan <username> <stryd-monthly|stryd-quarterly|stryd-annually|free>
 * They act on existing data only: a missing database is reported, never created (decision 013).
 */
const plans = [...PAID_PLAN_TYPES, 'free'];
const usage = `Usage: npm run admin -- set-plan <username> <${plans.join('|')}>`;

async function run(args: string[]): Promise<number> {
  const [command, username, plan] = args;
  if (command !== 'set-plan' || !username || !plan || args.length > 3) throw new OperatorError(usage, 2);
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

process.exitCode = await runOperatorCommand(() => run(process.argv.slice(2)));
