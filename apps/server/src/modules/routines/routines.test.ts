import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pausableClock } from '../../clock';
import {
  createRoutine,
  enc,
  makePremium,
  preferencesBody,
  routineBody,
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
import { CREATOR_CANNOT_JOIN, CREATOR_CANNOT_LEAVE } from './participants.service';
import { LEADERBOARD_PAGE_DEFAULT, LEADERBOARD_PAGE_MAX } from './routines.schemas';
import { ROUTINE_PAGE_LEADERS } from './routines.service';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects())('routines on %s', (dialect) => {
  const clock = pausableClock();
  let t: TestApp;
  let creator: SignedUpUser;
  let member: SignedUpUser;
  let free: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
    [creator, member, free] = await Promise.all([signUpPremium(t), signUpPremium(t), signUp(t.app)]);
  });
  afterAll(async () => t.close());

  const inject = (
    user: SignedUpUser | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) => injectAs(t.app, user, method, url, payload);

  describe('POST /api/stryds/:userID', () => {
    it('saves a routine with its workouts, sets createdDate and makes the creator a 0-XP participant', async () => {
      // Half a second before the last UTC midnight: createdDate is the clock's day, not the wall clock's.
      const beforeMidnight = new Date(Math.floor(Date.now() / DAY) * DAY - 500);
      clock.set(beforeMidnight);
      const response = await inject(creator, 'POST', `/api/stryds/${creator.id}`, routineBody('Leg Day'));
      clock.release();
      expect(response.statusCode).toBe(201);
      const routine = response.json();
      expect(routine).toMatchObject({
        routineName: 'Leg Day',
        routineDescription: 'Legs and core',
        routineEquipments: ['Dumbbells'],
        level: 'Beginner',
        duration: '45 mins',
        estimatedTimeMinutes: '45',
        restDays: 1,
        routineCreationType: 'created',
        creatorID: creator.id,
        creator: { userID: creator.id, username: creator.username, profileImageLink: '' },
        participantCount: 1,
        workouts: [
          { workoutType: 'Squats', workoutSets: 3, workoutReps: '10-15', deleteable: true },
          { workoutType: 'Plank', workoutSets: 2, workoutReps: '30s', deleteable: false },
        ],
        participants: [{ id: creator.id, userID: creator.id, username: creator.username, userRoutineXP: 0 }],
        viewer: { isCreator: true, isParticipant: true, todayXP: 0, dailyCap: 50 },
      });
      expect(routine.createdDate).toBe(beforeMidnight.toISOString().slice(0, 10));
      expect(routine.routineReason).toBeUndefined();
    });

    it('saves a bodyweight routine: an empty equipment list is the explicit answer', async () => {
      const response = await inject(
        creator,
        'POST',
        `/api/stryds/${creator.id}`,
        routineBody('Bodyweight Basics', { routineEquipments: [] }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().routineEquipments).toEqual([]);
    });

    it('refuses a second routine with the same name, ignoring case and spaces (409)', async () => {
      await createRoutine(t, creator, 'Morning Flow');
      const before = await snapshot(t.context.database.db);
      const response = await inject(
        creator,
        'POST',
        `/api/stryds/${creator.id}`,
        routineBody('  morning FLOW '),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'ROUTINE_NAME_TAKEN',
        message: 'You already have a routine named "morning FLOW".',
      });
      expect(await snapshot(t.context.database.db)).toEqual(before);
      // Another creator may use the name.
      await createRoutine(t, member, 'Morning Flow');
    });

    it('saves a generated routine with its reason, filling level and duration from saved preferences', async () => {
      const user = await signUpPremium(t);
      await inject(
        user,
        'POST',
        `/api/interests/${user.id}`,
        preferencesBody({ level: 'Advanced', duration: '1 hr' }),
      );
      const response = await inject(user, 'POST', `/api/stryds/${user.id}`, {
        routineName: 'Power Hour',
        estimatedTimeMinutes: 55,
        routineReason: 'Builds strength. Fits your hour.',
        routineCreationType: 'generated',
        workouts: ['Push-Ups', 'Plank', 'Burpees', 'Lunges', 'Wall Sit'].map((workoutType) => ({
          workoutType,
          workoutSets: 3,
          workoutReps: '10-15',
        })),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        routineCreationType: 'generated',
        routineReason: 'Builds strength. Fits your hour.',
        level: 'Advanced',
        duration: '60 mins',
        estimatedTimeMinutes: '55',
      });
    });

    it('fills the equipment of a generated routine from the saved questionnaire', async () => {
      const user = await signUpPremium(t);
      await inject(
        user,
        'POST',
        `/api/interests/${user.id}`,
        preferencesBody({ type: 'equipments', workoutEquipments: ['Dumbbells', 'Kettlebell'] }),
      );
      const response = await inject(user, 'POST', `/api/stryds/${user.id}`, {
        routineName: 'Iron Start',
        estimatedTimeMinutes: 45,
        routineReason: 'Builds strength. Uses your gear.',
        routineCreationType: 'generated',
        workouts: ['Goblet Squats', 'Plank', 'Burpees', 'Lunges', 'Wall Sit'].map((workoutType) => ({
          workoutType,
          workoutSets: 3,
          workoutReps: '10-15',
        })),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().routineEquipments).toEqual(['Dumbbells', 'Kettlebell']);
    });

    it('asks for a level when a generated routine has none and no preferences are saved', async () => {
      const user = await signUpPremium(t);
      const response = await inject(user, 'POST', `/api/stryds/${user.id}`, {
        routineName: 'No Level',
        estimatedTimeMinutes: 30,
        routineReason: 'x',
        routineCreationType: 'generated',
        workouts: ['Push-Ups', 'Plank', 'Burpees', 'Lunges', 'Wall Sit'].map((workoutType) => ({
          workoutType,
          workoutSets: 1,
          workoutReps: '10',
        })),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please select your fitness level.');
    });

    it.each([
      ['no name', { routineName: '' }, 'Routine name is required.'],
      [
        'no equipment answer',
        { routineEquipments: undefined },
        'Please select equipment or choose Bodyweight only.',
      ],
      ['null equipment', { routineEquipments: null }, 'Please select equipment or choose Bodyweight only.'],
      ['no level', { level: undefined }, 'Please select a fitness level.'],
      ['no duration', { duration: undefined }, 'Please select a duration.'],
      ['no workouts', { workouts: [] }, 'Add at least one workout to your routine.'],
      ['zero sets', { workouts: [{ workoutType: 'Squats', workoutSets: 0, workoutReps: '10' }] }, null],
      ['unknown creation type', { routineCreationType: 'copied' }, null],
    ])('refuses a malformed body (%s) with 400 and changes nothing', async (_label, override, message) => {
      const before = await snapshot(t.context.database.db);
      const response = await inject(
        creator,
        'POST',
        `/api/stryds/${creator.id}`,
        routineBody('Malformed', override as Record<string, unknown>),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      if (message) expect(response.json().message).toContain(message);
      expect(await snapshot(t.context.database.db)).toEqual(before);
    });

    it('requires sign-in (401), your own id (403) and premium (402 PREMIUM_REQUIRED)', async () => {
      const anonymous = await inject(null, 'POST', `/api/stryds/${creator.id}`, routineBody('Nope'));
      expect(anonymous.statusCode).toBe(401);
      const other = await inject(member, 'POST', `/api/stryds/${creator.id}`, routineBody('Nope'));
      expect(other.statusCode).toBe(403);
      const freeUser = await inject(free, 'POST', `/api/stryds/${free.id}`, routineBody('Nope'));
      expect(freeUser.statusCode).toBe(402);
      expect(freeUser.json()).toEqual({
        code: 'PREMIUM_REQUIRED',
        message: 'Creating routines is a premium feature',
      });
    });
  });

  describe('GET /api/stryds/:userID', () => {
    it("lists a user's routines as summaries, newest first, to anyone", async () => {
      const user = await signUpPremium(t);
      await createRoutine(t, user, 'First');
      await createRoutine(t, user, 'Second');
      const response = await inject(null, 'GET', `/api/stryds/${user.id}`);
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.map((r: { routineName: string }) => r.routineName)).toEqual(['Second', 'First']);
      expect(list[0]).toMatchObject({
        creatorID: user.id,
        workoutCount: 2,
        participantCount: 1,
        level: 'Beginner',
      });
    });

    it('answers 404 for an unknown user', async () => {
      const response = await inject(null, 'GET', '/api/stryds/no-such-user');
      expect(response.statusCode).toBe(404);
    });
  });

  /**
   * A routine of `owner` with one joiner per entry of `places`; each entry sets that participant's routine
   * XP and join time (minutes after the owner's) straight in the database. Returns the owner, the joiners
   * (by entry) and everyone's ids in leaderboard order (XP desc, join time asc, user id asc).
   */
  async function rankedRoutine(name: string, places: { xp: number; minute: number }[]) {
    const owner = await signUpPremium(t);
    await createRoutine(t, owner, name);
    const joiners = await Promise.all(places.map(() => signUpPremium(t)));
    for (const joiner of joiners)
      await inject(joiner, 'POST', `/api/stryds/join-routine/${owner.id}/${enc(name)}`, {});
    const db = t.context.database.db;
    const { id } = await db
      .selectFrom('routines')
      .select('id')
      .where('creator_id', '=', owner.id)
      .where('name_key', '=', name.toLowerCase())
      .executeTakeFirstOrThrow();
    const base = Date.parse('2025-01-01T00:00:00Z');
    const rows = [
      { user: owner, xp: 0, joinedAt: new Date(base).toISOString() },
      ...joiners.map((user, i) => ({
        user,
        xp: places[i]!.xp,
        joinedAt: new Date(base + places[i]!.minute * 60_000).toISOString(),
      })),
    ];
    for (const row of rows)
      await db
        .updateTable('participants')
        .set({ routine_xp: row.xp, joined_at: row.joinedAt })
        .where('routine_id', '=', id)
        .where('user_id', '=', row.user.id)
        .execute();
    // User ids compare in the database's collation (PostgreSQL's may not be byte order).
    const byId = await db
      .selectFrom('participants')
      .select('user_id')
      .where('routine_id', '=', id)
      .orderBy('user_id')
      .execute();
    const idRank = new Map(byId.map((row, index) => [row.user_id, index]));
    const order = [...rows]
      .sort(
        (a, b) =>
          b.xp - a.xp ||
          a.joinedAt.localeCompare(b.joinedAt) ||
          idRank.get(a.user.id)! - idRank.get(b.user.id)!,
      )
      .map((row) => row.user.id);
    return { owner, joiners, order };
  }

  const idsOf = (participants: { userID: string }[]) => participants.map((p) => p.userID);

  describe('GET /api/stryds/:userID/:routineName', () => {
    it.each(['Leg Day Two', 'Café Crème', 'Push/Pull', '100% Core?', 'Жим & тяга #1'])(
      'finds a routine whose name needs encoding: %s',
      async (name) => {
        await createRoutine(t, creator, name);
        const response = await inject(member, 'GET', `/api/stryds/${creator.id}/${enc(name)}`);
        expect(response.statusCode).toBe(200);
        expect(response.json().routineName).toBe(name);
        // Any letter case finds it too.
        const upper = await inject(member, 'GET', `/api/stryds/${creator.id}/${enc(name.toUpperCase())}`);
        expect(upper.statusCode).toBe(200);
      },
    );

    it('accepts the longest allowed name even when every letter is percent-encoded', async () => {
      const name = 'é'.repeat(60);
      await createRoutine(t, creator, name);
      const response = await inject(member, 'GET', `/api/stryds/${creator.id}/${enc(name)}`);
      expect(response.statusCode).toBe(200);
    });

    it('needs sign-in (401) and premium (402), and answers 404 for an unknown routine', async () => {
      await createRoutine(t, creator, 'Gated');
      const anonymous = await inject(null, 'GET', `/api/stryds/${creator.id}/Gated`);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHENTICATED');
      const freeUser = await inject(free, 'GET', `/api/stryds/${creator.id}/Gated`);
      expect(freeUser.statusCode).toBe(402);
      expect(freeUser.json()).toEqual({
        code: 'PREMIUM_REQUIRED',
        message: 'Viewing routines is a premium feature',
      });
      const missing = await inject(member, 'GET', `/api/stryds/${creator.id}/No%20Such`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('ROUTINE_NOT_FOUND');
    });

    it('shows the viewer relation and a leaderboard sorted by XP then join time', async () => {
      const owner = await signUpPremium(t);
      await createRoutine(t, owner, 'Board');
      const [a, b] = [await signUpPremium(t), await signUpPremium(t)];
      await inject(a, 'POST', `/api/stryds/join-routine/${owner.id}/Board`, {});
      await inject(b, 'POST', `/api/stryds/join-routine/${owner.id}/Board`, {});
      await inject(b, 'POST', `/api/stryds/increment-routine-xp/${owner.id}/Board`, {});
      const response = await inject(a, 'GET', `/api/stryds/${owner.id}/Board`);
      const routine = response.json();
      expect(routine.participants.map((p: { userID: string }) => p.userID)).toEqual([b.id, owner.id, a.id]);
      expect(routine.participants[0].userRoutineXP).toBe(10);
      expect(routine.viewer).toEqual({ isCreator: false, isParticipant: true, todayXP: 0, dailyCap: 50 });
      expect(routine.participantCount).toBe(3);
    });

    it('sends only the top 5 (the People board), plus the viewer when further down', async () => {
      expect(ROUTINE_PAGE_LEADERS).toBe(5);
      // Six joiners above the owner (0 XP); the seventh ties the owner but joined later, so comes 8th.
      const { owner, joiners, order } = await rankedRoutine(
        'Top Five',
        [70, 60, 50, 40, 30, 20, 0].map((xp, minute) => ({ xp, minute: minute + 1 })),
      );
      const outsider = joiners[6]!;
      const own = (await inject(outsider, 'GET', `/api/stryds/${owner.id}/${enc('Top Five')}`)).json();
      expect(idsOf(own.participants)).toEqual([...order.slice(0, 5), outsider.id]);
      expect(own.participants.at(-1)).toMatchObject({ userID: outsider.id, userRoutineXP: 0 });
      expect(own.participantCount).toBe(8);

      // A viewer among the top 5 is not repeated; a non-participant adds no row.
      const top = (await inject(joiners[0]!, 'GET', `/api/stryds/${owner.id}/${enc('Top Five')}`)).json();
      expect(idsOf(top.participants)).toEqual(order.slice(0, 5));
      const stranger = (await inject(member, 'GET', `/api/stryds/${owner.id}/${enc('Top Five')}`)).json();
      expect(idsOf(stranger.participants)).toEqual(order.slice(0, 5));
      expect(stranger.viewer.isParticipant).toBe(false);
    });
    it('shows joins, ticks, leaves and deletes at once although routine pages are cached', async () => {
      const owner = await signUpPremium(t);
      const [a, b] = [await signUpPremium(t), await signUpPremium(t)];
      const page = async () => inject(a, 'GET', `/api/stryds/${owner.id}/Fresh`);
      expect((await page()).statusCode).toBe(404); // "no such routine" is not remembered
      await createRoutine(t, owner, 'Fresh');
      await inject(a, 'POST', `/api/stryds/join-routine/${owner.id}/Fresh`, {});
      expect(idsOf((await page()).json().participants)).toEqual([owner.id, a.id]);

      await inject(b, 'POST', `/api/stryds/join-routine/${owner.id}/fresh`, {});
      expect((await page()).json().participantCount).toBe(3);
      await inject(b, 'POST', `/api/stryds/increment-routine-xp/${owner.id}/FRESH`, {});
      const ticked = (await page()).json();
      expect(ticked.participants[0]).toMatchObject({ userID: b.id, userRoutineXP: 10 });
      await inject(a, 'POST', `/api/stryds/increment-routine-xp/${owner.id}/Fresh`, {});
      await inject(a, 'POST', `/api/stryds/increment-routine-xp/${owner.id}/Fresh`, {});
      const overtaken = (await page()).json();
      expect(idsOf(overtaken.participants)).toEqual([a.id, b.id, owner.id]);
      expect(overtaken.viewer.todayXP).toBe(20);

      await inject(b, 'POST', `/api/stryds/leave-routine/${owner.id}/Fresh`, {});
      expect((await page()).json().participantCount).toBe(2);
      await inject(owner, 'DELETE', `/api/stryds/delete/${owner.id}/Fresh`);
      expect((await page()).statusCode).toBe(404);
    });
  });

  describe('GET /api/stryds/:userID/:routineName/leaderboard', () => {
    const url = (owner: SignedUpUser, name: string, query = '') =>
      `/api/stryds/${owner.id}/${enc(name)}/leaderboard${query}`;

    it('pages everyone by XP, then join time, then user id, with total and nextOffset', async () => {
      // Ties: two at 30 XP joined the same minute (user id decides), two at 10 XP (join time decides).
      const { owner, order } = await rankedRoutine('Paged/Board', [
        { xp: 10, minute: 5 },
        { xp: 30, minute: 2 },
        { xp: 30, minute: 2 },
        { xp: 50, minute: 9 },
        { xp: 10, minute: 3 },
        { xp: 0, minute: 1 },
      ]);
      const first = await inject(member, 'GET', url(owner, 'Paged/Board', '?limit=3'));
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const page1 = first.json();
      expect(page1).toMatchObject({ total: 7, nextOffset: 3 });
      expect(idsOf(page1.participants)).toEqual(order.slice(0, 3));
      expect(page1.participants.map((p: { position: number }) => p.position)).toEqual([1, 2, 3]);
      expect(page1.participants[0]).toMatchObject({ id: order[0], userRoutineXP: 50, profileImageLink: '' });

      const page2 = (await inject(member, 'GET', url(owner, 'Paged/Board', '?offset=3&limit=3'))).json();
      expect(idsOf(page2.participants)).toEqual(order.slice(3, 6));
      expect(page2.participants.map((p: { position: number }) => p.position)).toEqual([4, 5, 6]);
      expect(page2.nextOffset).toBe(6);

      const last = (await inject(member, 'GET', url(owner, 'Paged/Board', '?offset=6&limit=3'))).json();
      expect(idsOf(last.participants)).toEqual(order.slice(6));
      expect(last.participants[0].position).toBe(7);
      expect(last.nextOffset).toBeNull();

      // Exactly one full page: no next page either.
      const exact = (await inject(member, 'GET', url(owner, 'Paged/Board', '?offset=4&limit=3'))).json();
      expect(exact.nextOffset).toBeNull();
      const beyond = (await inject(member, 'GET', url(owner, 'Paged/Board', '?offset=50'))).json();
      expect(beyond).toEqual({ participants: [], total: 7, nextOffset: null });

      // Without a query: the first LEADERBOARD_PAGE_DEFAULT rows; letter case of the name does not matter.
      const all = (await inject(member, 'GET', url(owner, 'PAGED/board'))).json();
      expect(LEADERBOARD_PAGE_DEFAULT).toBe(50);
      expect(idsOf(all.participants)).toEqual(order);
      expect(all.nextOffset).toBeNull();
    });

    it.each([
      ['limit=0', 'querystring.limit', 'limit must be a whole number from 1 to 100'],
      [
        `limit=${LEADERBOARD_PAGE_MAX + 1}`,
        'querystring.limit',
        'limit must be a whole number from 1 to 100',
      ],
      ['limit=2.5', 'querystring.limit', 'limit must be a whole number from 1 to 100'],
      ['limit=ten', 'querystring.limit', 'limit must be a whole number from 1 to 100'],
      ['offset=-1', 'querystring.offset', 'offset must be a whole number, 0 or more'],
      ['offset=1.5', 'querystring.offset', 'offset must be a whole number, 0 or more'],
      ['offset=abc', 'querystring.offset', 'offset must be a whole number, 0 or more'],
    ])('refuses ?%s with 400 and says what is allowed', async (query, path, message) => {
      await createRoutine(t, creator, `Bad Query ${query}`);
      const response = await inject(member, 'GET', url(creator, `Bad Query ${query}`, `?${query}`));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: `${path}: ${message}` });
    });

    it('needs sign-in (401) and premium (402), and answers 404 for an unknown routine', async () => {
      await createRoutine(t, creator, 'Gated Board');
      const anonymous = await inject(null, 'GET', url(creator, 'Gated Board'));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHENTICATED');
      const freeUser = await inject(free, 'GET', url(creator, 'Gated Board'));
      expect(freeUser.statusCode).toBe(402);
      expect(freeUser.json()).toEqual({
        code: 'PREMIUM_REQUIRED',
        message: 'Viewing routines is a premium feature',
      });
      // A free user learns nothing about routines that do not exist either.
      expect((await inject(free, 'GET', url(creator, 'No Such'))).statusCode).toBe(402);
      const missing = await inject(member, 'GET', url(creator, 'No Such'));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('ROUTINE_NOT_FOUND');
    });
  });

  describe('join and leave', () => {
    /** A Social Run of the test's own, only its creator in it: each test passes alone or in any order. */
    async function socialRun() {
      const owner = await signUpPremium(t);
      await createRoutine(t, owner, 'Social Run');
      const count = async () =>
        (
          await t.context.database.db
            .selectFrom('routines')
            .select('participant_count')
            .where('creator_id', '=', owner.id)
            .where('name_key', '=', 'social run')
            .executeTakeFirstOrThrow()
        ).participant_count;
      return {
        owner,
        joinUrl: `/api/stryds/join-routine/${owner.id}/${enc('Social Run')}`,
        leaveUrl: `/api/stryds/leave-routine/${owner.id}/${enc('Social Run')}`,
        count,
      };
    }

    it('joins once with 0 XP (201), a second join is a 200 no-op; body fields are ignored', async () => {
      const { joinUrl, count } = await socialRun();
      const first = await inject(member, 'POST', joinUrl, {
        userID: free.id,
        username: 'spoofed',
        profileImageLink: 'https://evil.example/x.png',
        userRoutineXP: 5000,
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        joined: true,
        alreadyJoined: false,
        participantCount: 2,
        participant: {
          id: member.id,
          userID: member.id,
          username: member.username,
          profileImageLink: '',
          userRoutineXP: 0,
        },
      });
      const second = await inject(member, 'POST', joinUrl, {});
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ alreadyJoined: true, participantCount: 2 });
      expect(await count()).toBe(2);
    });

    it('lists the joined routine on the profile (the joined-routine record is the participation)', async () => {
      const { owner, joinUrl } = await socialRun();
      expect((await inject(member, 'POST', joinUrl, {})).statusCode).toBe(201);
      const response = await inject(null, 'GET', `/api/users/${member.id}`);
      expect(response.json().stryds.joinedRoutines).toContainEqual({
        routineName: 'Social Run',
        estimatedTimeMinutes: '45',
        routineCreator: owner.username,
        routineCreatorUserID: owner.id,
      });
    });

    it('refuses the creator (400) both ways, free users (402) and unknown routines (404)', async () => {
      const { owner, joinUrl, leaveUrl } = await socialRun();
      const before = await snapshot(t.context.database.db);
      const ownJoin = await inject(owner, 'POST', joinUrl, {});
      expect(ownJoin.statusCode).toBe(400);
      expect(ownJoin.json()).toEqual({ code: 'CREATOR_CANNOT_JOIN', message: CREATOR_CANNOT_JOIN });
      const ownLeave = await inject(owner, 'POST', leaveUrl, {});
      expect(ownLeave.statusCode).toBe(400);
      expect(ownLeave.json()).toEqual({ code: 'CREATOR_CANNOT_LEAVE', message: CREATOR_CANNOT_LEAVE });
      const freeJoin = await inject(free, 'POST', joinUrl, {});
      expect(freeJoin.statusCode).toBe(402);
      expect(freeJoin.json().code).toBe('PREMIUM_REQUIRED');
      const unknown = await inject(member, 'POST', `/api/stryds/join-routine/${owner.id}/Nope`, {});
      expect(unknown.statusCode).toBe(404);
      const anonymous = await inject(null, 'POST', joinUrl, {});
      expect(anonymous.statusCode).toBe(401);
      expect(await snapshot(t.context.database.db)).toEqual(before);
    });

    it('leaves (and a second leave is a no-op), keeping participant_count exact', async () => {
      const { owner, joinUrl, leaveUrl, count } = await socialRun();
      expect((await inject(member, 'POST', joinUrl, {})).statusCode).toBe(201);
      const left = await inject(member, 'POST', leaveUrl, { userID: owner.id });
      expect(left.statusCode).toBe(200);
      expect(left.json()).toEqual({ left: true, wasParticipant: true, participantCount: 1 });
      const again = await inject(member, 'POST', leaveUrl, {});
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ left: true, wasParticipant: false, participantCount: 1 });
      expect(await count()).toBe(1);
    });

    it('lets a user whose plan lapsed leave', async () => {
      const { joinUrl, leaveUrl } = await socialRun();
      const lapsed = await signUpPremium(t);
      await inject(lapsed, 'POST', joinUrl, {});
      await t.context.database.db
        .updateTable('profiles')
        .set({ plan: 'free' })
        .where('user_id', '=', lapsed.id)
        .execute();
      const response = await inject(lapsed, 'POST', leaveUrl, {});
      expect(response.json()).toMatchObject({ wasParticipant: true });
    });
  });

  describe('DELETE /api/stryds/delete/:userID/:routineName', () => {
    it('lets only the creator delete; participants, workouts and daily XP go with it', async () => {
      const owner = await signUpPremium(t);
      const joiner = await signUpPremium(t);
      await createRoutine(t, owner, 'Doomed/One');
      await inject(joiner, 'POST', `/api/stryds/join-routine/${owner.id}/${enc('Doomed/One')}`, {});
      await inject(joiner, 'POST', `/api/stryds/increment-routine-xp/${owner.id}/${enc('Doomed/One')}`, {});

      const before = await snapshot(t.context.database.db);
      const notCreator = await inject(
        joiner,
        'DELETE',
        `/api/stryds/delete/${owner.id}/${enc('Doomed/One')}`,
      );
      expect(notCreator.statusCode).toBe(403);
      const anonymous = await inject(null, 'DELETE', `/api/stryds/delete/${owner.id}/${enc('Doomed/One')}`);
      expect(anonymous.statusCode).toBe(401);
      expect(await snapshot(t.context.database.db)).toEqual(before);

      const response = await inject(owner, 'DELETE', `/api/stryds/delete/${owner.id}/${enc('doomed/one')}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: true });
      const db = t.context.database.db;
      const routine = before.routines.find((r) => r.creator_id === owner.id)!;
      for (const table of ['workouts', 'participants', 'daily_xp'] as const) {
        const rows = await db.selectFrom(table).selectAll().where('routine_id', '=', routine.id).execute();
        expect(rows, table).toEqual([]);
      }
      const again = await inject(owner, 'DELETE', `/api/stryds/delete/${owner.id}/${enc('Doomed/One')}`);
      expect(again.statusCode).toBe(404);
      // The name is free again.
      await createRoutine(t, owner, 'Doomed/One');
    });

    it('does not need premium to delete your own routine', async () => {
      const owner = await signUpPremium(t);
      await createRoutine(t, owner, 'Lapsed');
      await t.context.database.db
        .updateTable('profiles')
        .set({ plan: 'free' })
        .where('user_id', '=', owner.id)
        .execute();
      const response = await inject(owner, 'DELETE', `/api/stryds/delete/${owner.id}/Lapsed`);
      expect(response.statusCode).toBe(200);
      await makePremium(t, owner);
    });
  });

  it('documents every routine endpoint in the OpenAPI document', async () => {
    const paths = Object.keys((await inject(null, 'GET', '/api/docs')).json().paths);
    for (const path of [
      '/api/stryds/{userID}',
      '/api/stryds/{userID}/{routineName}',
      '/api/stryds/{userID}/{routineName}/leaderboard',
      '/api/stryds/delete/{userID}/{routineName}',
      '/api/stryds/join-routine/{userID}/{routineName}',
      '/api/stryds/leave-routine/{creatorId}/{routineName}',
      '/api/stryds/increment-routine-xp/{creatorId}/{routineName}',
      '/api/stryds/decrement-routine-xp/{creatorId}/{routineName}',
      '/api/users/{userID}',
      '/api/users/{userID}/follow',
      '/api/users/{userID}/unfollow',
      '/api/users/{userID}/meals',
      '/api/interests/{userId}',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
