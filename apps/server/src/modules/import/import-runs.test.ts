import { IMPORT_MESSAGES } from '@stryd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pausableClock } from '../../clock';
import { withinOneClockHour } from '../../test/one-clock-hour';
import {
  createTestApp,
  injectAs,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { IMPORTS_PER_HOUR, importRateLimited } from './import-limit.service';

const HEADER =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';

/** `count` one-set workouts in Strong's layout, one an hour from `from` on (a big history, quickly made). */
function oneSetWorkouts(count: number, from = Date.UTC(2015, 0, 1)): string {
  const rows = [HEADER];
  for (let i = 0; i < count; i += 1) {
    const date = new Date(from + i * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    rows.push(`${date},A,1m,Squat,1,${60 + (i % 40)},8,0,0,,,`);
  }
  return `${rows.join('\n')}\n`;
}

/** Issue 30 item 7: a big import neither holds other people's writes nor shows half of itself as done. */
describe.each(testDialects())('big imports on %s', (dialect) => {
  const clock = pausableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
  });
  afterAll(async () => t.close());

  const commit = (user: SignedUpUser, body: Record<string, unknown>) =>
    injectAs(t.app, user, 'POST', '/api/me/imports', body);
  const sessionsOf = async (user: SignedUpUser) => {
    const row = await t.context.database.db
      .selectFrom('workout_sessions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it("lets another person's write through while an import runs, lists the import only once it is whole, and undoes it", async () => {
    const [importer, other] = [await signUp(t.app), await signUp(t.app)];
    let imported = false;
    const running = commit(importer, { csv: oneSetWorkouts(20_000) }).then((answer) => {
      imported = true;
      return answer;
    });
    // Wait until the import is writing: some of its workouts are in, not all.
    for (let i = 0; i < 2000 && (await sessionsOf(importer)) === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const write = await injectAs(t.app, other, 'PUT', '/api/me/history-privacy', { historyPublic: true });
    expect(write.statusCode).toBe(200);
    const list = await injectAs(t.app, importer, 'GET', '/api/me/imports');
    const second = await commit(importer, { csv: oneSetWorkouts(1, Date.UTC(2010, 0, 1)) });
    const whileRunning = await sessionsOf(importer);
    expect(imported).toBe(false);
    expect(list.json()).toEqual({ imports: [] });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'IMPORT_BUSY', message: IMPORT_MESSAGES.busy });
    expect(whileRunning).toBeLessThan(20_000);

    const answer = await running;
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ sessionCount: 20_000, setCount: 20_000 });
    expect(await sessionsOf(importer)).toBe(20_000);
    const listed = (await injectAs(t.app, importer, 'GET', '/api/me/imports')).json().imports;
    expect(listed.map((i: { id: string }) => i.id)).toEqual([answer.json().id]);

    const undo = await injectAs(t.app, importer, 'DELETE', `/api/me/imports/${answer.json().id}`);
    expect(undo.json()).toEqual({ id: answer.json().id, removedSessions: 20_000, removedSets: 20_000 });
    expect(await sessionsOf(importer)).toBe(0);
    expect((await injectAs(t.app, importer, 'GET', '/api/me/imports')).json()).toEqual({ imports: [] });
  });

  it('removes what an import wrote when it fails half way: nothing of it is left or listed', async () => {
    const user = await signUp(t.app);
    const db = t.context.database.db;
    // A database error once the import reaches its workouts of 2016 (a few chunks in).
    if (dialect === 'sqlite')
      await sql`create trigger fail_import before insert on set_logs when new.logged_at >= '2016'
        begin select raise(abort, 'failing on purpose'); end`.execute(db);
    else {
      await sql`create function fail_import() returns trigger language plpgsql as $$
        begin raise exception 'failing on purpose'; end $$`.execute(db);
      await sql`create trigger fail_import before insert on set_logs for each row
        when (new.logged_at >= '2016') execute function fail_import()`.execute(db);
    }
    try {
      const answer = await commit(user, { csv: oneSetWorkouts(12_000) });
      expect(answer.statusCode).toBe(500);
    } finally {
      await sql`drop trigger fail_import${sql.raw(dialect === 'sqlite' ? '' : ' on set_logs')}`.execute(db);
      if (dialect === 'postgres') await sql`drop function fail_import`.execute(db);
    }
    expect(await sessionsOf(user)).toBe(0);
    expect(await db.selectFrom('imports').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    // The slot is free again: the same file imports whole.
    expect((await commit(user, { csv: oneSetWorkouts(3000) })).statusCode).toBe(201);
    expect(await sessionsOf(user)).toBe(3000);
  });

  it('imports a file newest first or in no order whole, its workouts dated from first to last', async () => {
    const user = await signUp(t.app);
    const [header, ...rows] = oneSetWorkouts(5).trim().split('\n');
    const orders = [[...rows].reverse(), [rows[2], rows[0], rows[4], rows[1], rows[3]]];
    for (const [i, order] of orders.entries()) {
      // A second file a year later, so none of it is a duplicate of the first.
      const csv = [header, ...order].join('\n').replaceAll('2015-', `${2016 + i}-`);
      const answer = await commit(user, { csv });
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toMatchObject({
        sessionCount: 5,
        setCount: 5,
        firstSessionAt: `${2016 + i}-01-01T00:00:00.000Z`,
        lastSessionAt: `${2016 + i}-01-01T04:00:00.000Z`,
      });
    }
    expect(await sessionsOf(user)).toBe(10);
  });

  it(`answers 429 with a clear message after ${IMPORTS_PER_HOUR} imports in an hour`, () =>
    withinOneClockHour(clock, async () => {
      const user = await signUp(t.app);
      const csv = oneSetWorkouts(1);
      expect((await commit(user, { csv })).statusCode).toBe(201);
      // Refused imports count too: each reads the whole file.
      for (let i = 1; i < IMPORTS_PER_HOUR; i += 1)
        expect((await commit(user, { csv })).statusCode).toBe(409);
      const refused = await commit(user, { csv: oneSetWorkouts(1, Date.UTC(2012, 0, 1)) });
      expect(refused.statusCode).toBe(429);
      const minutes = Math.ceil(Number(refused.headers['retry-after']) / 60);
      expect(refused.json()).toEqual({ code: 'IMPORT_RATE_LIMITED', message: importRateLimited(minutes) });
      expect(refused.json().message).toMatch(
        /^You can import 10 files an hour\. Please try again in \d+ minutes?\.$/,
      );
      // Another person is not held to this person's count.
      expect((await commit(await signUp(t.app), { csv })).statusCode).toBe(201);
    }));
});
