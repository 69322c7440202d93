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
  let owner: SignedUpUser;
  let member: SignedUpUser;
  let outsider: SignedUpUser;
  let free: SignedUpUser;
  const name = 'Core Crusher';
  // 1 workout × 2 sets: the daily cap is 20 XP.
  const workouts = [{ workoutType: 'Plank', workoutSets: 2, workoutReps: '30s' }];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [owner, member, outsider, free] = await Promise.all([
      signUpPremium(t),
      signUpPremium(t),
      signUpPremium(t),
      signUp(t.app),
    ]);
    await createRoutine(t, owner, name, { workouts });
    await t.app.inject(
      as(member, { method: 'POST', url: `/api/stryds/join-routine/${owner.id}/${enc(name)}`, payload: {} }),
    );
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
  });
  afterAll(async () => t.close());

  async function routineId(): Promise<string> {
    const row = await t.context.database.db
      .selectFrom('routines')
      .select('id')
      .where('creator_id', '=', owner.id)
      .where('name_key', '=', name.toLowerCase())
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const tick = (
    user: SignedUpUser | null,
    direction: 'increment' | 'decrement' = 'increment',
    payload: Record<string, unknown> = {},
  ) =>
    t.app.inject(
      as(user, {
        method: 'POST',
        url: `/api/stryds/${direction}-routine-xp/${owner.id}/${enc(name)}`,
        payload,
      }),
    );

  const totalXp = (user: SignedUpUser) => totalXpOf(t, user);

  it('adds exactly 10 to routine, today and total XP, whatever amount the client sends', async () => {
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
    expect((await tick(member)).json()).toMatchObject({ routineXP: 20, todayXP: 20 });
    const before = await snapshot(t.context.database.db);
    const response = await tick(member);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'DAILY_XP_CAP', message: XP_MESSAGES.dailyCap });
    expect(await snapshot(t.context.database.db)).toEqual(before);
  });

  it('unticks 10 at a time down to zero for today, then 409 NOTHING_TO_UNDO', async () => {
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
    const db = t.context.database.db;
    const id = await routineId();
    // 30 XP earned yesterday.
    await db
      .insertInto('daily_xp')
      .values({ routine_id: id, user_id: outsider.id, day: '2000-01-01', xp: 30 })
      .execute();
    await t.app.inject(
      as(outsider, { method: 'POST', url: `/api/stryds/join-routine/${owner.id}/${enc(name)}`, payload: {} }),
    );
    await db.updateTable('participants').set({ routine_xp: 30 }).where('user_id', '=', outsider.id).execute();
    await db.updateTable('profiles').set({ total_xp: 30 }).where('user_id', '=', outsider.id).execute();
    const response = await tick(outsider, 'decrement');
    expect(response.statusCode).toBe(409);
    expect(await totalXp(outsider)).toBe(30);
    // Leaving keeps earlier days' XP in the total.
    await t.app.inject(
      as(outsider, {
        method: 'POST',
        url: `/api/stryds/leave-routine/${owner.id}/${enc(name)}`,
        payload: {},
      }),
    );
    expect(await totalXp(outsider)).toBe(30);
  });

  it('lets the creator earn XP on their own routine', async () => {
    const response = await tick(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().routineXP).toBe(10);
    await tick(owner, 'decrement');
  });

  it('refuses free users (402), non-participants (403), strangers (401), unknown routines (404)', async () => {
    const before = await snapshot(t.context.database.db);
    const freeTick = await tick(free);
    expect(freeTick.statusCode).toBe(402);
    expect(freeTick.json()).toEqual({
      code: 'PREMIUM_REQUIRED',
      message: 'Subscription required to update XP.',
    });
    expect((await tick(free, 'decrement')).statusCode).toBe(402);

    const stranger = await signUpPremium(t);
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
    expect({ ...after, profiles: after.profiles.filter((p) => p.user_id !== stranger.id) }).toEqual(before);
  });

  it('reports the rank from the new total', async () => {
    await t.context.database.db
      .updateTable('profiles')
      .set({ total_xp: 795 })
      .where('user_id', '=', member.id)
      .execute();
    const response = await tick(member);
    expect(response.json()).toMatchObject({ totalXP: 805, rank: 'Initiate' });
    await tick(member, 'decrement');
  });

  it("takes today's XP back when a participant leaves, so leave-and-rejoin cannot lift the cap", async () => {
    const user = await signUpPremium(t);
    const join = () =>
      t.app.inject(
        as(user, { method: 'POST', url: `/api/stryds/join-routine/${owner.id}/${enc(name)}`, payload: {} }),
      );
    await join();
    await tick(user);
    await tick(user);
    expect((await tick(user)).statusCode).toBe(409);
    expect(await totalXp(user)).toBe(20);
    await t.app.inject(
      as(user, { method: 'POST', url: `/api/stryds/leave-routine/${owner.id}/${enc(name)}`, payload: {} }),
    );
    expect(await totalXp(user)).toBe(0);
    const rows = await t.context.database.db
      .selectFrom('daily_xp')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
    await join();
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
