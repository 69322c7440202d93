import type { DisplayPrefs, DisplayPrefsBody } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { findAccount } from '../users/users.repository';
import { updateDisplayPrefs } from './me.repository';

/** The member's weight unit and theme (kg and dark until they pick). */
export async function displayPrefsOf(db: Kysely<Database>, userId: string): Promise<DisplayPrefs> {
  const account = await findAccount(db, userId);
  if (!account) throw unauthorized();
  return { weightUnit: account.weightUnit, theme: account.theme };
}

/** Changes what the body names (the schema has refused anything else) and answers with both. */
export async function saveDisplayPrefs(
  db: Kysely<Database>,
  userId: string,
  body: DisplayPrefsBody,
): Promise<DisplayPrefs> {
  await updateDisplayPrefs(db, userId, {
    ...(body.weightUnit ? { weight_unit: body.weightUnit } : {}),
    ...(body.theme ? { theme: body.theme } : {}),
  });
  return displayPrefsOf(db, userId);
}
