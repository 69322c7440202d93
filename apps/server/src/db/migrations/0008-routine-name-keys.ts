import { isDotsOnlyName, LIMITS, routineNameKey } from '@stryd/domain';
import type { Kysely } from 'kysely';

type RoutineNames = {
  routines: { id: string; creator_id: string; name: string; name_key: string; created_at: string };
};

/** `name` with ` (n)` appended, shortened (by whole characters) to fit the name limit. */
function withSuffix(name: string, n: number): string {
  const suffix = ` (${n})`;
  let base = name;
  while (base.length + suffix.length > LIMITS.routineNameMax) base = Array.from(base).slice(0, -1).join('');
  return `${base}${suffix}`;
}

/**
 * Routine names are compared by a wider key from now on (@stryd/domain routineNameKey: compatibility
 * form, invisible characters dropped, any run of spaces as one), so "Leg  Day", "Leg\u00a0Day" and
 * "Ｌｅｇ Day" are the name "Leg Day"; and "." or ".." is no name at all (no link can reach it). This
 * recomputes name_key for the routines there are:
 * - a routine whose key stays the same keeps its name and key, so its links keep working;
 * - the others, oldest first, take their new key, unless another routine of the same creator holds it
 *   already, or the name is only dots: then the name gets " (2)", " (3)"… (the first that is free), so
 *   every routine stays reachable by its own name and (creator_id, name_key) stays unique.
 * It uses the domain's key on purpose: run again after that key changes, it brings the keys up to date
 * the same way. There is no down: the old keys are not worth restoring, renamed routines keep their names.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw.withTables<RoutineNames>();
  const rows = await db
    .selectFrom('routines')
    .select(['id', 'creator_id', 'name', 'name_key'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const keysByCreator = new Map<string, Set<string>>();
  const keysOf = (creatorId: string) => {
    const keys = keysByCreator.get(creatorId) ?? new Set<string>();
    keysByCreator.set(creatorId, keys);
    return keys;
  };
  for (const row of rows) keysOf(row.creator_id).add(row.name_key);

  for (const row of rows) {
    const key = routineNameKey(row.name);
    if (key === row.name_key && !isDotsOnlyName(row.name)) continue;
    const keys = keysOf(row.creator_id);
    keys.delete(row.name_key);
    let name = row.name;
    let nameKey = key;
    for (let n = 2; keys.has(nameKey) || isDotsOnlyName(name); n += 1) {
      name = withSuffix(row.name, n);
      nameKey = routineNameKey(name);
    }
    keys.add(nameKey);
    await db.updateTable('routines').set({ name, name_key: nameKey }).where('id', '=', row.id).execute();
  }
}
