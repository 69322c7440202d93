import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { tooManyRequests } from '../http/errors';
import { hitRolling } from '../modules/rate-limit/rate-limit.repository';
import { loginNameKey, loginUserKey } from '../modules/rate-limit/user-limit-key';
import { accountIdByLogin } from './login-account.repository';

export const LOGIN_RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait a minute and try again.';

/** Counts one sign-in attempt per IP and, when the body names one, per account; refuses past either limit. */
export async function enforceLoginLimit(
  db: Kysely<Database>,
  limits: AppConfig['loginLimits'],
  ip: string,
  account: string | null,
  now: Date,
): Promise<void> {
  const at = now.getTime();
  const byIp = await hitRolling(db, `login:ip:${ip}`, limits.perIp, limits.windowMs, at);
  if (!byIp.allowed) throw tooManyRequests(LOGIN_RATE_LIMIT_MESSAGE, byIp.retryAfterSeconds);
  if (!account) return;
  const userId = await accountIdByLogin(db, account);
  const key = userId ? loginUserKey(userId) : loginNameKey(account);
  const byAccount = await hitRolling(db, key, limits.perAccount, limits.windowMs, at);
  if (!byAccount.allowed) throw tooManyRequests(LOGIN_RATE_LIMIT_MESSAGE, byAccount.retryAfterSeconds);
}
