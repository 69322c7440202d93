import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, signUpPremium, snapshot, totalXpOf } from '../../test/stryd-fixtures';
import {
  as,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { XP_MESSAGES } from './xp.service';

describe.each(testDialects())('routine XP on %s', (dialect) => {
  let t: TestApp;
  const name = 'Core Crusher';
  // 1 workout × 2 sets: the daily cap is 20 XP.
  const workouts = [{ workoutType: 'Plank', workoutSets: 2, workoutReps: '30s' }];

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  /**
   * A Core Crusher of the test's own: a premium owner's routine that a premium member has joined, so
   * no test starts from XP another test earned and each passes alone or in any order.
   */
  async function coreCrusher() {
    const [owner, member] = await Promise.all([signUpPremium(t), signUpPremium(t)]);
    await createRoutine(t, owner, name, { workouts });
    const routineUrl = (action: string) => `/api/stryds/${action}/${owner.id}/${enc(name)}`;
    const post = (user: SignedUpUser | null, action: string, payload: Record<string, unknown> = {}) =>
      t.app.inject(as(user, { method: 'POST', url: routineUrl(action), payload }));
    const join = (user: SignedUpUser) => post(user, 'join-routine');
    const leave = (user: SignedUpUser) => post(user, 'leave-routine');
    const tick = (
      user: SignedUpUser | null,
      direction: 'increment' | 'decrement' = 'increment',
      payload: Record<string, unknown> = {},
    ) => post(user, `${direction}-routine-xp`, payload);
    const routineId = async (): Promise<string> => {
      const row = await t.context.database.db
        .selectFrom('routines')
        .select('id')
        .where('creator_id', '=', owner.id)
        .where('name_key', '=', name.toLowerCase())
        .executeTakeFirstOrThrow();
      return row.id;
    };
    expect((await join(member)).statusCode).toBe(201);
    return { owner, member, join, leave, tick, routineId };
  }

  const totalXp = (user: SignedUpUser) => totalXpOf(t, user);

  it('adds exactly 10 to routine, today and total XP, whatever amount the client sends', async () => {
    const { owner, member, tick } = await coreCrusher();
    const response = await tick(member, 'increment', { userID: owner.id, userRoutineXP: 1000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      routineXP: 10,
      totalXP: 10,
      rank: 'Mortal',
      todayXP: 10,
      dailyCap: 20,
    });
    expect(await totalXp(owner)).toBe(0);
  });

  it('refuses a tick past the daily cap with 409 DAILY_XP_CAP and changes nothing', async () => {
    const { member, tick } = await coreCrusher();
    expect((await tick(member)).json()).toMatchObject({ routineXP: 10, todayXP: 10 });
    expect((await tick(member)).json()).toMatchObject({ routineXP: 20, todayXP: 20 });
    const before = await snapshot(t.context.database.db);
    const response = await tick(member);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'DAILY_XP_CAP', message: XP_MESSAGES.dailyCap });
    expect(await snapshot(t.context.database.db)).toEqual(before);
  });

  it('unticks 10 at a time down to zero for today, then 409 NOTHING_TO_UNDO', async () => {
    const { member, tick } = await coreCrusher();
    await tick(member);
    expect((await tick(member)).json()).toMatchObject({ routineXP: 20, totalXP: 20, todayXP: 20 });
    expect((await tick(member, 'decrement', { userRoutineXP: 500 })).json()).toEqual({
      routineXP: 10,
      totalXP: 10,
      rank: 'Mortal',
      todayXP: 10,
      dailyCap: 20,
    });
    expect((await tick(member, 'decrement')).json()).toMatchObject({ routineXP: 0, totalXP: 0, todayXP: 0 });
    const before = await snapshot(t.context.database.db);
    const response = await tick(member, 'decrement');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'NOTHING_TO_UNDO', message: XP_MESSAGES.nothingToUndo });
    expect(await snapshot(t.context.database.db)).toEqual(before);
  });

  it('does not let an untick take earlier days’ XP', async () => {
    const { join, leave, tick, routineId } = await coreCrusher();
    const outsider = await signUpPremium(t);
    const db = t.context.database.db;
    const id = await routineId();
    // 30 XP earned yesterday.
    await db
      .insertInto('daily_xp')
      .values({ routine_id: id, user_id: outsider.id, day: '2000-01-01', xp: 30 })
      .execute();
    await join(outsider);
    await db.updateTable('participants').set({ routine_xp: 30 }).where('user_id', '=', outsider.id).execute();
    await db.updateTable('profiles').set({ total_xp: 30 }).where('user_id', '=', outsider.id).execute();
    const response = await tick(outsider, 'decrement');
    expect(response.statusCode).toBe(409);
    expect(await totalXp(outsider)).toBe(30);
    // Leaving keeps earlier days' XP in the total.
    await leave(outsider);
    expect(await totalXp(outsider)).toBe(30);
  });

  it('lets the creator earn XP on their own routine', async () => {
    const { owner, tick } = await coreCrusher();
    const response = await tick(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().routineXP).toBe(10);
  });

  it('refuses free users (402), non-participants (403), strangers (401), unknown routines (404)', async () => {
    const { owner, member, tick, routineId } = await coreCrusher();
    const [stranger, free] = await Promise.all([signUpPremium(t), signUp(t.app)]);
    // A free user who is a participant (e.g. joined while subscribed).
    await t.context.database.db
      .insertInto('participants')
      .values({
        routine_id: await routineId(),
        user_id: free.id,
        routine_xp: 0,
        joined_at: new Date().toISOString(),
      })
      .execute();
    const before = await snapshot(t.context.database.db);
    const freeTick = await tick(free);
    expect(freeTick.statusCode).toBe(402);
    expect(freeTick.json()).toEqual({
      code: 'PREMIUM_REQUIRED',
      message: 'Subscription required to update XP.',
    });
    expect((await tick(free, 'decrement')).statusCode).toBe(402);

    const notIn = await tick(stranger);
    expect(notIn.statusCode).toBe(403);
    expect(notIn.json()).toEqual({ code: 'NOT_PARTICIPANT', message: XP_MESSAGES.notParticipant });
    expect((await tick(stranger, 'decrement')).statusCode).toBe(403);

    expect((await tick(null)).statusCode).toBe(401);
    const unknown = await t.app.inject(
      as(member, { method: 'POST', url: `/api/stryds/increment-routine-xp/${owner.id}/Nope`, payload: {} }),
    );
    expect(unknown.statusCode).toBe(404);
    const after = await snapshot(t.context.database.db);
    expect(after).toEqual(before);
  });

  it('reports the rank from the new total', async () => {
    const { member, tick } = await coreCrusher();
    await t.context.database.db
      .updateTable('profiles')
      .set({ total_xp: 795 })
      .where('user_id', '=', member.id)
      .execute();
    const response = await tick(member);
    expect(response.json()).toMatchObject({ totalXP: 805, rank: 'Initiate' });
  });

  it("takes today's XP back when a participant leaves, so leave-and-rejoin cannot lift the cap", async () => {
    const { join, leave, tick } = await coreCrusher();
    const user = await signUpPremium(t);
    await join(user);
    await tick(user);
    await tick(user);
    expect((await tick(user)).statusCode).toBe(409);
    expect(await totalXp(user)).toBe(20);
    await leave(user);
    expect(await totalXp(user)).toBe(0);
    const rows = await t.context.database.db
      .selectFrom('daily_xp')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
    await join(user);
    await tick(user);
    await tick(user);
    expect((await tick(user)).statusCode).toBe(409);
    expect(await totalXp(user)).toBe(20);
  });

  it("takes today's XP back from every participant when the creator deletes the routine", async () => {
    const creator = await signUpPremium(t);
    const joiner = await signUpPremium(t);
    await createRoutine(t, creator, 'Short Lived', { workouts });
    await t.app.inject(
      as(joiner, {
        method: 'POST',
        url: `/api/stryds/join-routine/${creator.id}/Short%20Lived`,
        payload: {},
      }),
    );
    for (const user of [creator, joiner])
      await t.app.inject(
        as(user, {
          method: 'POST',
          url: `/api/stryds/increment-routine-xp/${creator.id}/Short%20Lived`,
          payload: {},
        }),
      );
    expect(await totalXp(joiner)).toBe(10);
    await t.app.inject(
      as(creator, { method: 'DELETE', url: `/api/stryds/delete/${creator.id}/Short%20Lived` }),
    );
    expect(await totalXp(joiner)).toBe(0);
    expect(await totalXp(creator)).toBe(0);
  });
});
