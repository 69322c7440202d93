import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, signUpPremium, totalXpOf } from '../../test/stryd-fixtures';
import { as, createTestApp, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';

/**
 * docs/engineering.md#bad-input-and-concurrency: joins, follows and XP stay exact when 50 requests race
 * (PostgreSQL runs them truly in parallel).
 */
describe.each(testDialects())('concurrency on %s', (dialect) => {
  const N = 50;
  let t: TestApp;
  let creator: SignedUpUser;
  let crowd: SignedUpUser[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    creator = await signUpPremium(t);
    crowd = await Promise.all(Array.from({ length: N }, () => signUpPremium(t)));
  });
  afterAll(async () => t.close());

  const post = (user: SignedUpUser, url: string) =>
    t.app.inject(as(user, { method: 'POST', url, payload: {} }));
  const db = () => t.context.database.db;

  async function routineRow(name: string) {
    return db()
      .selectFrom('routines')
      .selectAll()
      .where('creator_id', '=', creator.id)
      .where('name_key', '=', name.toLowerCase())
      .executeTakeFirstOrThrow();
  }

  const statusCounts = (statuses: number[]) => {
    const counts: Record<number, number> = {};
    for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
    return counts;
  };

  it('50 different users joining at once: 50 participants, exact count, one e-mail each', async () => {
    await createRoutine(t, creator, 'Crowd Run');
    const responses = await Promise.all(
      crowd.map((u) => post(u, `/api/stryds/join-routine/${creator.id}/Crowd%20Run`)),
    );
    expect(statusCounts(responses.map((r) => r.statusCode))).toEqual({ 201: N });
    const routine = await routineRow('Crowd Run');
    expect(routine.participant_count).toBe(N + 1);
    const rows = await db()
      .selectFrom('participants')
      .select('user_id')
      .where('routine_id', '=', routine.id)
      .execute();
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(N + 1);
    const mails = await db()
      .selectFrom('email_outbox')
      .select('to_address')
      .where('kind', '=', 'routine-joined')
      .where('to_address', '=', creator.email)
      .execute();
    expect(mails).toHaveLength(N);
  });

  it('one user joining 50 times at once: one participant row, count +1, one e-mail', async () => {
    await createRoutine(t, creator, 'Solo Rush');
    const user = crowd[0]!;
    const mailsBefore = await db().selectFrom('email_outbox').select('id').execute();
    const responses = await Promise.all(
      Array.from({ length: N }, () => post(user, `/api/stryds/join-routine/${creator.id}/Solo%20Rush`)),
    );
    expect(statusCounts(responses.map((r) => r.statusCode))).toEqual({ 201: 1, 200: N - 1 });
    const routine = await routineRow('Solo Rush');
    expect(routine.participant_count).toBe(2);
    const rows = await db()
      .selectFrom('participants')
      .selectAll()
      .where('routine_id', '=', routine.id)
      .execute();
    expect(rows).toHaveLength(2);
    const mailsAfter = await db().selectFrom('email_outbox').select('id').execute();
    expect(mailsAfter.length - mailsBefore.length).toBe(1);
  });

  it('50 follows at once (distinct and repeated): exact follower count, no duplicates', async () => {
    const target = crowd[1]!;
    const others = crowd.filter((u) => u !== target);
    const distinct = await Promise.all(others.map((u) => post(u, `/api/users/${target.id}/follow`)));
    expect(distinct.every((r) => r.statusCode === 200)).toBe(true);
    const repeated = await Promise.all(
      Array.from({ length: N }, () => post(creator, `/api/users/${target.id}/follow`)),
    );
    expect(repeated.every((r) => r.statusCode === 200 && r.json().following === true)).toBe(true);
    const rows = await db().selectFrom('follows').selectAll().where('followee_id', '=', target.id).execute();
    expect(rows).toHaveLength(others.length + 1);
    const profile = await t.app.inject(as(null, { method: 'GET', url: `/api/users/${target.id}` }));
    expect(profile.json().socials.followersCount).toBe(others.length + 1);
    const mails = await db()
      .selectFrom('email_outbox')
      .select('id')
      .where('kind', '=', 'new-follower')
      .where('to_address', '=', target.email)
      .execute();
    expect(mails).toHaveLength(others.length + 1);
  });

  it('50 ticks at once by one user: XP = 10 × accepted ticks, exactly the cap, never above', async () => {
    // 1 workout × 3 sets: cap 30.
    await createRoutine(t, creator, 'Tick Storm', {
      workouts: [{ workoutType: 'Burpees', workoutSets: 3, workoutReps: '10' }],
    });
    const user = crowd[2]!;
    await post(user, `/api/stryds/join-routine/${creator.id}/Tick%20Storm`);
    const totalBefore = await totalXpOf(t, user);
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        post(user, `/api/stryds/increment-routine-xp/${creator.id}/Tick%20Storm`),
      ),
    );
    expect(statusCounts(responses.map((r) => r.statusCode))).toEqual({ 200: 3, 409: N - 3 });
    const routine = await routineRow('Tick Storm');
    const participant = await db()
      .selectFrom('participants')
      .select('routine_xp')
      .where('routine_id', '=', routine.id)
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(participant.routine_xp).toBe(30);
    const daily = await db()
      .selectFrom('daily_xp')
      .select('xp')
      .where('routine_id', '=', routine.id)
      .execute();
    expect(daily).toEqual([{ xp: 30 }]);
    const totalAfter = await totalXpOf(t, user);
    expect(totalAfter - totalBefore).toBe(30);
  });

  it('50 racing ticks and unticks by one user stay consistent and within 0..cap', async () => {
    await createRoutine(t, creator, 'Tug Of War', {
      workouts: [{ workoutType: 'Squats', workoutSets: 4, workoutReps: '10' }],
    });
    const user = crowd[3]!;
    await post(user, `/api/stryds/join-routine/${creator.id}/Tug%20Of%20War`);
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        post(
          user,
          `/api/stryds/${i % 2 === 0 ? 'increment' : 'decrement'}-routine-xp/${creator.id}/Tug%20Of%20War`,
        ),
      ),
    );
    let expected = 0;
    responses.forEach((r, i) => {
      expect([200, 409]).toContain(r.statusCode);
      if (r.statusCode === 200) expected += i % 2 === 0 ? 10 : -10;
    });
    const routine = await routineRow('Tug Of War');
    const participant = await db()
      .selectFrom('participants')
      .select('routine_xp')
      .where('routine_id', '=', routine.id)
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(participant.routine_xp).toBe(expected);
    expect(participant.routine_xp).toBeGreaterThanOrEqual(0);
    expect(participant.routine_xp).toBeLessThanOrEqual(40);
  });

  it('50 different users ticking one routine at once each get exactly 10', async () => {
    const responses = await Promise.all(
      crowd.map((u) => post(u, `/api/stryds/increment-routine-xp/${creator.id}/${enc('Crowd Run')}`)),
    );
    expect(responses.every((r) => r.statusCode === 200 && r.json().routineXP === 10)).toBe(true);
    const routine = await routineRow('Crowd Run');
    const sum = await db()
      .selectFrom('participants')
      .select((eb) => eb.fn.sum<number>('routine_xp').as('xp'))
      .where('routine_id', '=', routine.id)
      .executeTakeFirstOrThrow();
    expect(Number(sum.xp)).toBe(10 * N);
  });

  it('joins and ticks racing a delete answer 2xx or 404, never 500, and leave nothing behind', async () => {
    await createRoutine(t, creator, 'Vanishing');
    const racers = crowd.slice(10, 40);
    const [deleted, ...responses] = await Promise.all([
      t.app.inject(as(creator, { method: 'DELETE', url: `/api/stryds/delete/${creator.id}/Vanishing` })),
      ...racers.map((u) => post(u, `/api/stryds/join-routine/${creator.id}/Vanishing`)),
      ...racers.map((u) => post(u, `/api/stryds/increment-routine-xp/${creator.id}/Vanishing`)),
    ]);
    expect(deleted!.statusCode).toBe(200);
    for (const r of responses) expect([200, 201, 403, 404], r.body).toContain(r.statusCode);
    const left = await db().selectFrom('routines').select('id').where('name_key', '=', 'vanishing').execute();
    expect(left).toEqual([]);
  });
});
