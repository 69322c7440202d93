import { setVolumeKg } from '@stryd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app';
import { setVolumeSql, volumeSumSql } from './set-logs.repository';

const WEIGHTS = [null, 0, 2.5, 82.5, 101.25, 1000];
const REPS = [null, 0, 1, 5, 12, 13, 1000];

/** Issue 36 item 1: set volume has one rule, the domain's setVolumeKg, and its one SQL copy says the same. */
describe.each(testDialects())('set volume in SQL on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const sets = (rows: { weightKg: number | null; reps: number | null }[]) =>
    sql.join(
      rows.map(
        ({ weightKg, reps }) =>
          sql`select cast(${weightKg} as double precision) as weight_kg, cast(${reps} as integer) as reps`,
      ),
      sql` union all `,
    );

  it('is setVolumeKg for every weight and rep count, none counting as 0', async () => {
    const cases = WEIGHTS.flatMap((weightKg) => REPS.map((reps) => ({ weightKg, reps })));
    for (const set of cases) {
      const { rows } = await sql<{ volume: number }>`select coalesce(${setVolumeSql}, 0) as volume
        from (${sets([set])}) as one_set`.execute(t.context.database.db);
      expect({ ...set, volume: Number(rows[0]?.volume) }).toEqual({ ...set, volume: setVolumeKg(set) });
    }
  });

  it('sums a group of sets as the domain adds them up', async () => {
    const group = [
      { weightKg: 82.5, reps: 5 },
      { weightKg: null, reps: 12 },
      { weightKg: 0, reps: 20 },
      { weightKg: 101.25, reps: 3 },
    ];
    const { rows } = await sql<{ volume: number }>`select ${volumeSumSql} as volume
      from (${sets(group)}) as the_sets`.execute(t.context.database.db);
    expect(Number(rows[0]?.volume)).toBe(group.reduce((sum, set) => sum + setVolumeKg(set), 0));
    const none = await sql<{ volume: number }>`select ${volumeSumSql} as volume
      from (${sets([{ weightKg: null, reps: 10 }])}) as the_sets`.execute(t.context.database.db);
    expect(Number(none.rows[0]?.volume)).toBe(0);
  });
});
