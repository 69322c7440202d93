import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { Database, RoutinesTable, WorkoutsTable } from '../../db/schema';

export type EditOutcome = { saved: true } | { saved: false; reason: 'STALE' | 'NAME_TAKEN' };

export interface Rename {
  creatorId: string;
  oldKey: string;
  newKey: string;
  at: string;
}

/**
 * Saves an edit in one transaction, only if the routine is still at `version` (else STALE: someone saved
 * in between); bumps the version, replaces the workouts, and on a rename remembers the old name for links.
 * NAME_TAKEN when the creator already has a routine by the new name.
 */
export async function saveRoutineEdit(
  db: Kysely<Database>,
  routineId: string,
  version: number,
  changes: Updateable<RoutinesTable>,
  workouts: Omit<Insertable<WorkoutsTable>, 'routine_id'>[],
  rename: Rename | null,
): Promise<EditOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('routines')
        .set({ ...changes, version: sql`version + 1` })
        .where('id', '=', routineId)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return { saved: false, reason: 'STALE' } as const;
      await trx.deleteFrom('workouts').where('routine_id', '=', routineId).execute();
      await trx
        .insertInto('workouts')
        .values(workouts.map((w) => ({ ...w, routine_id: routineId })))
        .execute();
      if (rename) {
        // The new name belongs to this routine now; the old one points here until another routine takes it.
        await trx
          .deleteFrom('routine_renames')
          .where('creator_id', '=', rename.creatorId)
          .where('name_key', 'in', [rename.newKey, rename.oldKey])
          .execute();
        await trx
          .insertInto('routine_renames')
          .values({
            creator_id: rename.creatorId,
            name_key: rename.oldKey,
            routine_id: routineId,
            renamed_at: rename.at,
          })
          .execute();
      }
      return { saved: true } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { saved: false, reason: 'NAME_TAKEN' };
    throw error;
  }
}

/** The routine an old name of this creator's pointed to before a rename, if any. */
export async function findRenamedRoutineId(
  db: Kysely<Database>,
  creatorId: string,
  nameKey: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('routine_renames')
    .select('routine_id')
    .where('creator_id', '=', creatorId)
    .where('name_key', '=', nameKey)
    .executeTakeFirst();
  return row?.routine_id;
}
