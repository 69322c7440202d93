import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as recomputeNameKeys } from '../../db/migrations/0008-routine-name-keys';
import { createRoutine, enc, routineBody, signUpPremium, snapshot } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';

/** Issue 12 defects 11 and 12: names a link cannot reach, and names that only look different. */
describe.each(testDialects())('routine names on %s', (dialect) => {
  let t: TestApp;
  let creator: SignedUpUser;
  let member: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [creator, member] = await Promise.all([signUpPremium(t), signUpPremium(t)]);
    await createRoutine(t, creator, 'Leg Day');
  });
  afterAll(async () => t.close());

  const db = () => t.context.database.db;
  // Migrations see an untyped database.
  const migrate0008 = () => recomputeNameKeys(db() as unknown as Kysely<unknown>);
  const create = (name: string) =>
    injectAs(t.app, creator, 'POST', `/api/stryds/${creator.id}`, routineBody(name));

  it.each(['.', '..', ' .. ', '\u200b..'])(
    'refuses %j with a clear message and saves nothing',
    async (name) => {
      const before = await snapshot(db());
      const response = await create(name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining('Routine name cannot be "." or ".."'),
      });
      expect(await snapshot(db())).toEqual(before);
    },
  );

  it.each(['Leg  Day', 'Leg\u00a0Day', 'Ｌｅｇ Day', 'Leg\u200bDay'])(
    'refuses %j after "Leg Day" with the uniqueness message (409)',
    async (name) => {
      const before = await snapshot(db());
      const response = await create(name);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'ROUTINE_NAME_TAKEN',
        message: `You already have a routine named "${name}".`,
      });
      expect(await snapshot(db())).toEqual(before);
    },
  );

  it('a look-alike name in a path opens, joins, ticks and leaves the same routine', async () => {
    await createRoutine(t, creator, 'Core Blast');
    const path = (action: string) => `/api/stryds/${action}/${creator.id}/${enc('ＣＯＲＥ\u00a0 blast')}`;
    const opened = await injectAs(
      t.app,
      member,
      'GET',
      `/api/stryds/${creator.id}/${enc('core\u200bblast')}`,
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.json().routineName).toBe('Core Blast');
    expect((await injectAs(t.app, member, 'POST', path('join-routine'), {})).statusCode).toBe(201);
    expect((await injectAs(t.app, member, 'POST', path('increment-routine-xp'), {})).json().routineXP).toBe(
      10,
    );
    expect((await injectAs(t.app, member, 'POST', path('leave-routine'), {})).json().wasParticipant).toBe(
      true,
    );
  });

  it('migration 0008 recomputes keys; a routine whose new key is taken, or named only dots, gets a suffix', async () => {
    const owner = await signUpPremium(t);
    const insert = (id: string, name: string, nameKey: string, createdAt: string) =>
      db()
        .insertInto('routines')
        .values({
          id,
          creator_id: owner.id,
          name,
          name_key: nameKey,
          level: 'Beginner',
          duration: '30 mins',
          estimated_time_minutes: '30',
          creation_type: 'created',
          created_date: createdAt.slice(0, 10),
          created_at: createdAt,
          rest_days: null,
          reason: null,
          participant_count: 0,
        })
        .execute();
    // Keys as the old rule (NFC, trim, lower case) wrote them.
    await insert('m-1', 'Leg  Day', 'leg  day', '2025-01-01T00:00:00.000Z');
    await insert('m-2', 'Leg Day', 'leg day', '2025-01-02T00:00:00.000Z');
    await insert('m-3', 'Ｌｅｇ Day', 'ｌｅｇ day', '2025-01-03T00:00:00.000Z');
    await insert('m-4', 'Arm\u00a0Day', 'arm\u00a0day', '2025-01-04T00:00:00.000Z');
    await insert('m-5', '..', '..', '2025-01-05T00:00:00.000Z');
    await insert('m-6', 'Leg Day (2)', 'leg day (2)', '2025-01-06T00:00:00.000Z');

    const ownersRoutines = () =>
      db()
        .selectFrom('routines')
        .select(['id', 'name', 'name_key'])
        .where('creator_id', '=', owner.id)
        .orderBy('id')
        .execute();
    await migrate0008();

    const rows = await ownersRoutines();
    expect(rows).toEqual([
      // Its key would be "leg day", which m-2 keeps (unchanged keys stay); the oldest changed one goes first.
      { id: 'm-1', name: 'Leg  Day (3)', name_key: 'leg day (3)' },
      { id: 'm-2', name: 'Leg Day', name_key: 'leg day' },
      { id: 'm-3', name: 'Ｌｅｇ Day (4)', name_key: 'leg day (4)' },
      { id: 'm-4', name: 'Arm\u00a0Day', name_key: 'arm day' },
      { id: 'm-5', name: '.. (2)', name_key: '.. (2)' },
      { id: 'm-6', name: 'Leg Day (2)', name_key: 'leg day (2)' },
    ]);
    // Every one of them opens by its (new) name.
    for (const row of rows) {
      const response = await injectAs(t.app, owner, 'GET', `/api/stryds/${owner.id}/${enc(row.name)}`);
      expect(response.json().routineName, row.name).toBe(row.name);
    }
    // Running it again changes nothing.
    await migrate0008();
    expect(await ownersRoutines()).toEqual(rows);
  });
});
