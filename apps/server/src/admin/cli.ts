import { isPaidPlan, PAID_PLAN_TYPES } from '@stryd/domain';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { setPlanByUsername } from './admin.repository';

/**
 * Operator commands (never exposed over HTTP):
 *   npm run admin -- set-plan <username> <stryd-monthly|stryd-quarterly|stryd-annually|free>
 */
const usage = `Usage: npm run admin -- set-plan <username> <${[...PAID_PLAN_TYPES, 'free'].join('|')}>`;

async function run(args: string[]): Promise<number> {
  const [command, username, plan] = args;
  if (command !== 'set-plan' || !username || !plan) {
    console.error(usage);
    return 2;
  }
  if (plan !== 'free' && !isPaidPlan(plan)) {
    console.error(`Unknown plan '${plan}'.\n${usage}`);
    return 2;
  }
  const database = openDatabase(loadConfig().database);
  try {
    const changed = await setPlanByUsername(database.db, username, plan);
    if (!changed) {
      console.error(`No user named '${username}'.`);
      return 1;
    }
    console.info(`${username} is now on plan ${plan}.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
