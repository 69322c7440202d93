import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pausableClock } from '../../clock';
import {
  createRoutine,
  mealPlanBody,
  preferencesBody,
  setPlan,
  signUpPremium,
  snapshot,
} from '../../test/stryd-fixtures';
import {
  createTestApp,
  injectAs,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { requirePremium } from './plan.service';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects())('users, follows, meals and preferences on %s', (dialect) => {
  const clock = pausableClock();
  let t: TestApp;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let free: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
    [alice, bob, free] = await Promise.all([signUpPremium(t), signUpPremium(t), signUp(t.app)]);
  });
  afterAll(async () => t.close());

  const inject = (
    user: SignedUpUser | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) => injectAs(t.app, user, method, url, payload);

  describe('GET /api/users/:userID', () => {
    it('returns one object with the documented user fields; e-mail and meals only for yourself', async () => {
      await inject(
        alice,
        'POST',
        `/api/interests/${alice.id}`,
        preferencesBody({ workoutInterests: ['Yoga', 'HIIT'] }),
      );
      await createRoutine(t, alice, 'Handmade');
      await inject(alice, 'POST', `/api/stryds/${alice.id}`, {
        routineName: 'Coach Pick',
        estimatedTimeMinutes: 30,
        routineReason: 'Two sentences. Here.',
        routineCreationType: 'generated',
        workouts: ['Push-Ups', 'Plank', 'Burpees', 'Lunges', 'Wall Sit'].map((workoutType) => ({
          workoutType,
          workoutSets: 3,
          workoutReps: '10-15',
        })),
      });
      await createRoutine(t, bob, 'Bob Run');
      await inject(alice, 'POST', `/api/stryds/join-routine/${bob.id}/Bob%20Run`, {});
      await inject(bob, 'POST', `/api/users/${alice.id}/follow`, {});
      await inject(alice, 'POST', `/api/users/${alice.id}/meals`, mealPlanBody('Week 1'));
      // Two plans saved within one millisecond have no newest (their random ids decide): a second later.
      clock.advance(1000);
      try {
        await inject(alice, 'POST', `/api/users/${alice.id}/meals`, mealPlanBody('Week 2'));
      } finally {
        clock.release();
      }

      const own = await inject(alice, 'GET', `/api/users/${alice.id}`);
      expect(own.statusCode).toBe(200);
      const user = own.json();
      expect(Array.isArray(user)).toBe(false);
      expect(user).toMatchObject({
        _id: alice.id,
        id: alice.id,
        userID: alice.id,
        username: alice.username,
        email: alice.email,
        profileImageLink: '',
        totalXP: 0,
        rank: 'Mortal',
        userPlan: 'stryd-monthly',
        interests: { workoutInterests: ['Yoga', 'HIIT'] },
        socials: {
          followers: [{ userID: bob.id, username: bob.username, profileImageLink: '' }],
          followings: [],
          followersCount: 1,
          followingsCount: 0,
        },
        stryds: {
          joinedRoutines: [
            {
              routineName: 'Bob Run',
              estimatedTimeMinutes: '45',
              routineCreator: bob.username,
              routineCreatorUserID: bob.id,
            },
          ],
        },
        viewer: { isSelf: true, isFollowing: false, hasBlocked: false },
      });
      expect(user.stryds.routines.map((r: { routineName: string }) => r.routineName)).toEqual(['Coach Pick']);
      expect(user.createdStryds.routines.map((r: { routineName: string }) => r.routineName)).toEqual([
        'Handmade',
      ]);
      expect(user.meals.map((m: { planName: string }) => m.planName)).toEqual(['Week 2', 'Week 1']);
      expect(user.meals[0].days).toHaveLength(7);

      const seenByBob = (await inject(bob, 'GET', `/api/users/${alice.id}`)).json();
      expect(seenByBob.email).toBeUndefined();
      expect(seenByBob.meals).toEqual([]);
      expect(seenByBob.viewer).toEqual({ isSelf: false, isFollowing: true, hasBlocked: false });
      const seenByNobody = (await inject(null, 'GET', `/api/users/${alice.id}`)).json();
      expect(seenByNobody.email).toBeUndefined();
      expect(seenByNobody.viewer).toEqual({ isSelf: false, isFollowing: false, hasBlocked: false });
    });

    it('answers 404 for an unknown user', async () => {
      const response = await inject(null, 'GET', '/api/users/nobody-here');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found.' });
    });
  });

  describe('follow and unfollow', () => {
    it('follows idempotently with an exact follower count, and unfollows idempotently', async () => {
      const target = await signUp(t.app);
      const follow = (user: SignedUpUser) =>
        inject(user, 'POST', `/api/users/${target.id}/follow`, {
          userID: 'spoofed',
          username: 'spoofed',
          profileImageLink: '',
        });
      expect((await follow(alice)).json()).toEqual({ following: true, followers: 1 });
      expect((await follow(alice)).json()).toEqual({ following: true, followers: 1 });
      expect((await follow(free)).json()).toEqual({ following: true, followers: 2 });
      const rows = await t.context.database.db
        .selectFrom('follows')
        .selectAll()
        .where('followee_id', '=', target.id)
        .execute();
      expect(rows.map((r) => r.follower_id).sort()).toEqual([alice.id, free.id].sort());

      const unfollow = () => inject(alice, 'POST', `/api/users/${target.id}/unfollow`, {});
      expect((await unfollow()).json()).toEqual({ following: false, followers: 1 });
      expect((await unfollow()).json()).toEqual({ following: false, followers: 1 });
    });

    it('refuses yourself (400), unknown users (404) and strangers (401) without changes', async () => {
      const before = await snapshot(t.context.database.db);
      const self = await inject(alice, 'POST', `/api/users/${alice.id}/follow`, {});
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({ code: 'CANNOT_FOLLOW_SELF', message: 'You cannot follow yourself.' });
      expect((await inject(alice, 'POST', `/api/users/${alice.id}/unfollow`, {})).statusCode).toBe(400);
      expect((await inject(alice, 'POST', '/api/users/nobody/follow', {})).statusCode).toBe(404);
      expect((await inject(alice, 'POST', '/api/users/nobody/unfollow', {})).statusCode).toBe(404);
      expect((await inject(null, 'POST', `/api/users/${bob.id}/follow`, {})).statusCode).toBe(401);
      expect(await snapshot(t.context.database.db)).toEqual(before);
    });
  });

  describe('POST /api/users/:userID/meals', () => {
    it('saves a 7-day plan with a server createdDate (201)', async () => {
      // Half a second before the last UTC midnight: createdDate is the clock's day, not the wall clock's.
      const beforeMidnight = new Date(Math.floor(Date.now() / DAY) * DAY - 500);
      clock.set(beforeMidnight);
      const response = await inject(bob, 'POST', `/api/users/${bob.id}/meals`, {
        ...mealPlanBody('Bulk'),
        createdDate: '1999-01-01',
      });
      clock.release();
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        planName: 'Bulk',
        reason: 'High protein',
        createdDate: beforeMidnight.toISOString().slice(0, 10),
      });
      expect(response.json().days[6]).toEqual({
        Breakfast: 'Oats',
        Lunch: 'Chicken salad',
        Dinner: 'Salmon & rice',
      });
    });

    it.each([
      ['no plan name', { planName: '' }],
      ['no days', { days: undefined }],
      ['six days', { days: mealPlanBody().days.slice(1) }],
      [
        'a day without dinner',
        { days: mealPlanBody().days.map((d) => ({ Breakfast: d.Breakfast, Lunch: d.Lunch })) },
      ],
    ])('refuses %s with 400 and saves nothing', async (_label, override) => {
      const before = await snapshot(t.context.database.db);
      const response = await inject(bob, 'POST', `/api/users/${bob.id}/meals`, {
        ...mealPlanBody(),
        ...override,
      });
      expect(response.statusCode).toBe(400);
      expect(await snapshot(t.context.database.db)).toEqual(before);
    });

    it('accepts a plan without a reason (the product needs only name and days)', async () => {
      const { reason: _reason, ...plan } = mealPlanBody('No reason');
      const response = await inject(bob, 'POST', `/api/users/${bob.id}/meals`, plan);
      expect(response.statusCode).toBe(201);
      expect(response.json().reason).toBe('');
    });

    it('is self only (403) and premium only (402)', async () => {
      expect((await inject(alice, 'POST', `/api/users/${bob.id}/meals`, mealPlanBody())).statusCode).toBe(
        403,
      );
      const response = await inject(free, 'POST', `/api/users/${free.id}/meals`, mealPlanBody());
      expect(response.statusCode).toBe(402);
      expect(response.json().code).toBe('PREMIUM_REQUIRED');
    });
  });

  describe('preferences (/api/interests/:userId)', () => {
    it('answers 404 NO_PREFERENCES before any are saved, then saves and reads them back', async () => {
      const user = await signUp(t.app);
      const none = await inject(user, 'GET', `/api/interests/${user.id}`);
      expect(none.statusCode).toBe(404);
      expect(none.json().code).toBe('NO_PREFERENCES');

      const saved = await inject(user, 'POST', `/api/interests/${user.id}`, preferencesBody());
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        saved: true,
        preferences: { level: 'Intermediate', goal: 'Run a 10k' },
      });
      const read = await inject(user, 'GET', `/api/interests/${user.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject(preferencesBody());

      // Saving again replaces the answers.
      await inject(user, 'POST', `/api/interests/${user.id}`, preferencesBody({ goal: 'Touch my toes' }));
      expect((await inject(user, 'GET', `/api/interests/${user.id}`)).json().goal).toBe('Touch my toes');
    });

    it.each([
      [{ level: undefined }, 'Please select your fitness level.'],
      [{ workoutInterests: [] }, 'Please choose at least one workout interest.'],
      [{ style: undefined }, 'Please choose a workout style.'],
      [{ duration: undefined }, 'Please choose a workout duration.'],
      [{ goal: '  ' }, 'Please enter your workout goal.'],
      [
        { type: 'equipments', workoutEquipments: [] },
        'Please select at least one available equipment or switch to Bodyweight.',
      ],
    ])('refuses invalid answers with the questionnaire messages: %o', async (override, message) => {
      const before = await snapshot(t.context.database.db);
      const response = await inject(alice, 'POST', `/api/interests/${alice.id}`, preferencesBody(override));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(await snapshot(t.context.database.db)).toEqual(before);
    });

    it('is self only both ways (403) and needs sign-in (401)', async () => {
      expect((await inject(bob, 'POST', `/api/interests/${alice.id}`, preferencesBody())).statusCode).toBe(
        403,
      );
      expect((await inject(bob, 'GET', `/api/interests/${alice.id}`)).statusCode).toBe(403);
      expect((await inject(null, 'GET', `/api/interests/${alice.id}`)).statusCode).toBe(401);
    });
  });

  it('requirePremium follows the stored plan: paid plan types only', async () => {
    const user = await signUp(t.app);
    const db = t.context.database.db;
    await expect(requirePremium(db, user.id, t.context.clock.now())).rejects.toMatchObject({
      statusCode: 402,
      code: 'PREMIUM_REQUIRED',
    });
    for (const plan of ['stryd-monthly', 'stryd-quarterly', 'stryd-annually']) {
      await setPlan(t, user.id, plan);
      await expect(requirePremium(db, user.id, t.context.clock.now())).resolves.toBeUndefined();
    }
    await setPlan(t, user.id, 'stryd_monthly');
    await expect(requirePremium(db, user.id, t.context.clock.now())).rejects.toMatchObject({
      statusCode: 402,
    });
  });
});
