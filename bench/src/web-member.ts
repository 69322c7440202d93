import { execFileSync } from 'node:child_process';
import { routinePath } from '@stryd/domain';
import { repoRoot } from './bench-env';
import { signUpOverHttp } from './sign-up';

/** The workouts of the member's routine; the routine page shows a set button per set of each. */
export const MEMBER_WORKOUTS = [
  { workoutType: 'Squats', workoutSets: 3, workoutReps: '12' },
  { workoutType: 'Push-ups', workoutSets: 3, workoutReps: '10' },
  { workoutType: 'Plank', workoutSets: 3, workoutReps: '30s' },
] as const;

export interface PremiumMember {
  username: string;
  userId: string;
  /** The session cookie its requests carry ("name=value; …"). */
  cookie: string;
  routineName: string;
  /** The routine's page, `/stryd/<userID>/<routineName>`. */
  routinePath: string;
}

/**
 * A new premium account with one routine of MEMBER_WORKOUTS on the bench's server at `base`: sign-up over
 * the API, the plan through the operator command (`npm run admin -- set-plan`, built) on the server's
 * `dataDir`, the routine through the API, as the app creates one.
 */
export async function premiumMember(base: string, dataDir: string): Promise<PremiumMember> {
  const username = `benchweb${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { userId, cookie } = await signUpOverHttp(base, base, { username, email: `${username}@stryd.local` });
  execFileSync(process.execPath, ['apps/server/dist/admin.js', 'set-plan', username, 'stryd-monthly'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  const routineName = 'Bench Full Body';
  const created = await fetch(`${base}/api/stryds/${encodeURIComponent(userId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({
      routineName,
      routineDescription: 'Squats, push-ups and planks',
      routineEquipments: [],
      level: 'Beginner',
      duration: '30 mins',
      workouts: MEMBER_WORKOUTS,
    }),
  });
  if (created.status !== 201)
    throw new Error(`routine not created: ${created.status} ${await created.text()}`);
  return { username, userId, cookie, routineName, routinePath: routinePath(userId, routineName) };
}
