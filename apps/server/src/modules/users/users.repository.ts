import { resolveTheme, resolveWeightUnit, type Theme, type WeightUnit } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { shownName } from '../../db/shown-name';

// Account reads shared across modules (profile, follows, routines, payments): the one place that knows
// how an account row is put together. Writes to the profile stay in modules/me.

export interface AccountRow {
  id: string;
  username: string;
  email: string;
  image: string | null;
  totalXp: number;
  plan: string;
  weightUnit: WeightUnit;
  theme: Theme;
}

export async function findAccount(db: Kysely<Database>, userId: string): Promise<AccountRow | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.image',
      'users.username',
      'users.displayUsername',
      'profiles.total_xp',
      'profiles.plan',
      'profiles.weight_unit',
      'profiles.theme',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    username: shownName(row),
    email: row.email,
    image: row.image,
    totalXp: Number(row.total_xp ?? 0),
    plan: row.plan ?? 'free',
    weightUnit: resolveWeightUnit(row.weight_unit),
    theme: resolveTheme(row.theme),
  };
}
