import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRows } from '../../test/pg-row-hold';
import { createRoutine, enc, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';

const STRONG = readFileSync(join(__dirname, '../import/test/strong.csv'), 'utf8');

/** One exercise's bests worked out here from its working sets, the way the records rules read them. */
function bestsFromHistory(sets: Record<string, unknown>[]) {
  const byKey = new Map<string, Record<string, number | null>>();
  const higher = (a: number | null | undefined, b: number | null) =>
    b === null ? (a ?? null) : a === null || a === undefined ? b : Math.max(a, b);
  for (const set of sets) {
    if (set.set_type === 'warmup') continue;
    const weight = set.weight_kg === null ? null : Number(set.weight_kg);
    const reps = set.reps === null ? null : Number(set.reps);
    const weighted = weight !== null && weight > 0;
    const e1rm =
      weighted && reps !== null && reps >= 1 && reps <= 12
        ? reps === 1
          ? weight
          : weight * (1 + reps / 30)
        : null;
    const key = String(set.exercise_key);
    const best = byKey.get(key) ?? {};
    byKey.set(key, {
      weight_kg: higher(best.weight_kg, weight),
      e1rm: higher(best.e1rm, e1rm),
      set_volume_kg: higher(best.set_volume_kg, weighted && reps !== null ? weight * reps : null),
      seconds: higher(best.seconds, set.seconds === null ? null : Number(set.seconds)),
      reps: higher(best.reps, weighted ? null : reps),
    });
  }
  return byKey;
}

/** Issue 35 item 1 (decision 050): the bests a tick compares with, kept in exercise_bests. */
describe.each(testDialects())('kept exercise bests on %s', (dialect) => {
  let t: TestApp;
  let seq = 0;
  let ids = 0;
  const setId = () => `best-${dialect}-${++ids}-abcdef`;
  const base = (user: SignedUpUser, name: string) => `/api/stryds/${user.id}/${enc(name)}`;
  const tick = async (user: SignedUpUser, name: string, body: Record<string, unknown>, id = setId()) => {
    const response = await injectAs(t.app, user, 'PUT', `${base(user, name)}/sets/${id}`, {
      workoutIndex: 0,
      reps: null,
      weightKg: null,
      seconds: null,
      distanceM: null,
      ...body,
    });
    expect(response.statusCode).toBe(200);
    return { id, records: response.json().set.records as string[] };
  };
  const untick = async (user: SignedUpUser, name: string, id: string) =>
    expect((await injectAs(t.app, user, 'DELETE', `${base(user, name)}/sets/${id}`)).statusCode).toBe(200);
  const finish = async (user: SignedUpUser, name: string) =>
    expect((await injectAs(t.app, user, 'POST', `${base(user, name)}/session/finish`, {})).statusCode).toBe(
      200,
    );

  /** Bench Press (the library's, as Strong's "Bench Press (Barbell)" matches it), 4 sets, and a plank. */
  async function routine(user: SignedUpUser): Promise<string> {
    const name = `Bests ${dialect} ${++seq}`;
    await createRoutine(t, user, name, {
      workouts: [
        { workoutType: 'Bench Press', workoutSets: 4, workoutReps: '5', exerciseId: 'bench-press' },
        { workoutType: 'Plank', workoutSets: 2, workoutReps: '1', exerciseId: 'plank' },
      ],
    });
    return name;
  }

  /** The table holds exactly what the finished sessions' sets say, exercise by exercise. */
  async function expectBestsKept(user: SignedUpUser) {
    const db = t.context.database.db;
    const sets = await db
      .selectFrom('set_logs')
      .innerJoin('workout_sessions', 'workout_sessions.id', 'set_logs.session_id')
      .selectAll('set_logs')
      .where('set_logs.user_id', '=', user.id)
      .where('workout_sessions.finished_at', 'is not', null)
      .execute();
    const kept = await db.selectFrom('exercise_bests').selectAll().where('user_id', '=', user.id).execute();
    const expected = bestsFromHistory(sets);
    const round = (value: unknown) => (value === null ? null : Math.round(Number(value) * 1e6) / 1e6);
    const table = (rows: [string, Record<string, unknown>][]) =>
      Object.fromEntries(
        rows
          .filter(([, b]) => Object.values(b).some((v) => v !== null))
          .map(([key, b]) => [key, [b.weight_kg, b.e1rm, b.set_volume_kg, b.seconds, b.reps].map(round)]),
      );
    expect(table(kept.map((row) => [row.exercise_key, row]))).toEqual(table([...expected.entries()]));
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('finds records from the kept bests; unticking the best set brings the one before it back', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user);
    expect((await tick(user, name, { setIndex: 0, reps: 5, weightKg: 80 })).records).toEqual([]);
    await tick(user, name, { workoutIndex: 1, setIndex: 0, seconds: 60 });
    await finish(user, name);
    await expectBestsKept(user);

    const top = await tick(user, name, { setIndex: 0, reps: 5, weightKg: 100 });
    expect(top.records).toEqual(['weight', 'e1rm', 'setVolume']);
    await expectBestsKept(user);
    await untick(user, name, top.id);
    await expectBestsKept(user);
    // 90 kg beats the 80 kg left, not the 100 kg that went: a best kept past its untick fails here.
    expect((await tick(user, name, { setIndex: 0, reps: 5, weightKg: 90 })).records).toEqual([
      'weight',
      'e1rm',
      'setVolume',
    ]);
    // A set below every best leaves them as they were, unticked or not.
    const light = await tick(user, name, { setIndex: 1, reps: 3, weightKg: 50 });
    expect(light.records).toEqual([]);
    await untick(user, name, light.id);
    await expectBestsKept(user);
    // Most reps at one weight: 6 at 90 kg beats the 5 there (and the volume), not the weight.
    expect((await tick(user, name, { setIndex: 2, reps: 6, weightKg: 90 })).records).toEqual([
      'e1rm',
      'repsAtWeight',
      'setVolume',
    ]);
    expect((await tick(user, name, { workoutIndex: 1, setIndex: 0, seconds: 61 })).records).toEqual(['time']);
    await expectBestsKept(user);
  });

  it('never counts a warm-up, ticked or unticked', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user);
    await tick(user, name, { setIndex: 0, reps: 5, weightKg: 80 });
    await finish(user, name);
    const warm = await tick(user, name, { setIndex: 0, reps: 5, weightKg: 200, setType: 'warmup' });
    expect(warm.records).toEqual([]);
    await expectBestsKept(user);
    expect((await tick(user, name, { setIndex: 1, reps: 5, weightKg: 85 })).records).toEqual([
      'weight',
      'e1rm',
      'setVolume',
    ]);
    await untick(user, name, warm.id);
    await expectBestsKept(user);
  });

  it('counts an imported history, and forgets it when the import is undone', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user);
    await tick(user, name, { setIndex: 0, reps: 5, weightKg: 60 });
    await finish(user, name);
    const imported = await injectAs(t.app, user, 'POST', '/api/me/imports', { csv: STRONG });
    expect(imported.statusCode).toBe(201);
    await expectBestsKept(user);
    // Strong's 82.5 kg × 5 is the best now (its 40 kg warm-up does not count).
    const below = await tick(user, name, { setIndex: 0, reps: 5, weightKg: 81 });
    expect(below.records).toEqual([]);
    await untick(user, name, below.id);
    const undone = await injectAs(t.app, user, 'DELETE', `/api/me/imports/${imported.json().id}`);
    expect(undone.statusCode).toBe(200);
    await expectBestsKept(user);
    expect((await tick(user, name, { setIndex: 0, reps: 5, weightKg: 81 })).records).toEqual([
      'weight',
      'e1rm',
      'setVolume',
    ]);
    await expectBestsKept(user);
  });

  it("counts the sets of another routine's open session, and both once finished", async () => {
    const user = await signUpPremium(t);
    const [first, second] = [await routine(user), await routine(user)];
    expect((await tick(user, first, { setIndex: 0, reps: 5, weightKg: 80 })).records).toEqual([]);
    // Both sessions are open: the first one's 80 kg is what the second one's sets are measured against.
    expect((await tick(user, second, { setIndex: 0, reps: 5, weightKg: 70 })).records).toEqual([]);
    expect((await tick(user, second, { setIndex: 1, reps: 5, weightKg: 85 })).records).toEqual([
      'weight',
      'e1rm',
      'setVolume',
    ]);
    await finish(user, first);
    await finish(user, second);
    await expectBestsKept(user);
    expect((await tick(user, first, { setIndex: 0, reps: 5, weightKg: 85 })).records).toEqual([]);
  });

  /**
   * A Finish stopped half-way on PostgreSQL: its session already marked finished, its merge into the kept
   * bests waiting on the rows the test holds. `racing` starts then, and the finish goes on once it waits too.
   */
  async function halfDoneFinish(user: SignedUpUser, name: string, racing: () => Promise<unknown>) {
    const hold = await holdRows(t, 'select 1 from exercise_bests where user_id = $1 for update', [user.id]);
    const finishing = injectAs(t.app, user, 'POST', `${base(user, name)}/session/finish`, {});
    await hold.queued(1);
    const raced = racing();
    await hold.queued(2);
    await hold.release();
    expect((await finishing).statusCode).toBe(200);
    return raced;
  }

  /** A first session finished: the kept bests row the next finish merges into, so the test can hold it. */
  async function lifterWithBests() {
    const user = await signUpPremium(t);
    const name = await routine(user);
    await tick(user, name, { setIndex: 0, reps: 5, weightKg: 60 });
    await finish(user, name);
    return { user, name };
  }

  it.runIf(dialect === 'postgres')(
    'a tick meeting a finish under way goes to a new session, and the finished one is kept whole in the bests',
    async () => {
      const { user, name } = await lifterWithBests();
      await tick(user, name, { setIndex: 0, reps: 5, weightKg: 70 });
      const late = await halfDoneFinish(user, name, () =>
        tick(user, name, { setIndex: 1, reps: 5, weightKg: 90 }),
      );
      const sessionOfLate = await t.context.database.db
        .selectFrom('set_logs')
        .innerJoin('workout_sessions', 'workout_sessions.id', 'set_logs.session_id')
        .select(['workout_sessions.finished_at', 'workout_sessions.set_count'])
        .where('set_logs.id', '=', (late as { id: string }).id)
        .executeTakeFirstOrThrow();
      expect(sessionOfLate).toEqual({ finished_at: null, set_count: 1 });
      await expectBestsKept(user);
    },
  );

  it.runIf(dialect === 'postgres')(
    'an untick meeting a finish under way is refused: the set stays in the finished session and its bests',
    async () => {
      const { user, name } = await lifterWithBests();
      const { id } = await tick(user, name, { setIndex: 0, reps: 5, weightKg: 90 });
      const untick = (await halfDoneFinish(user, name, () =>
        injectAs(t.app, user, 'DELETE', `${base(user, name)}/sets/${id}`),
      )) as Awaited<ReturnType<typeof injectAs>>;
      expect(untick.statusCode).toBe(409);
      expect(untick.json().code).toBe('SESSION_FINISHED');
      const kept = await t.context.database.db
        .selectFrom('set_logs')
        .select('id')
        .where('id', '=', id)
        .execute();
      expect(kept).toEqual([{ id }]);
      await expectBestsKept(user);
    },
  );

  it('goes with the account', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user);
    await tick(user, name, { setIndex: 0, reps: 5, weightKg: 60 });
    await finish(user, name);
    const bests = () =>
      t.context.database.db
        .selectFrom('exercise_bests')
        .select('exercise_key')
        .where('user_id', '=', user.id)
        .execute();
    expect(await bests()).toHaveLength(1);
    const deleted = await injectAs(t.app, user, 'DELETE', '/api/me', { confirm: user.username });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await bests()).toEqual([]);
  });
});
