import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app';
import { hitRolling } from './rate-limit.repository';

describe.each(testDialects())('rolling rate limit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());
  const MINUTE = 60_000;
  const at = (key: string, now: number) => hitRolling(t.context.database.db, key, 3, MINUTE, now);

  it('lets no more than the limit through across a clock-minute boundary', async () => {
    const minute = 1_800_000_000_000 - (1_800_000_000_000 % MINUTE);
    const results = [];
    for (const now of [minute - 3000, minute - 2000, minute - 1000, minute + 1000, minute + 2000])
      results.push((await at('boundary', now)).allowed);
    expect(results).toEqual([true, true, true, false, false]);
  });

  it('frees a slot once the oldest hit is a full window old, and says how long to wait', async () => {
    const start = 1_900_000_000_000;
    for (const offset of [0, 10_000, 20_000])
      expect((await at('rolling', start + offset)).allowed).toBe(true);
    const refused = await at('rolling', start + 30_000);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 30 });
    expect((await at('rolling', start + MINUTE - 1)).allowed).toBe(false);
    expect((await at('rolling', start + MINUTE + 1)).allowed).toBe(true);
    // Refused hits were not kept: the next slot opens when the second allowed hit ages out.
    expect((await at('rolling', start + MINUTE + 10_001)).allowed).toBe(true);
  });

  it('lets exactly the limit through when 20 hits race, on one process or two', async () => {
    // Two processes on PostgreSQL; one on SQLite (two in one test process would block each other, see xp-races).
    const other = dialect === 'postgres' ? (await t.secondInstance()).context : t.context;
    const dbs = [t.context.database.db, other.database.db];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => hitRolling(dbs[i % 2]!, 'race', 3, MINUTE, 2_000_000_000_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});
