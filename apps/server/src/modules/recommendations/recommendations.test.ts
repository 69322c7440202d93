import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SeededUser,
  seedFollow,
  seedJoin,
  seedPreferences,
  seedRoutine,
  seedUser,
  seedUsers,
} from '../../test/seed';
import {
  as,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { matchingInterest } from './interest-keywords';
import { KEYWORD_MATCHES_TTL_MS, keywordMatches } from './keyword-matches';
import { recommendRoutines } from './recommendations.service';

interface RoutineItem {
  userID: string;
  username: string;
  routine: { routineName: string; estimatedTimeMinutes: string };
  reason: string;
}
interface PersonItem {
  userID: string;
  username: string;
  profileImageLink: string | null;
  reason: string;
}

describe('interest keywords', () => {
  it('matches interests by word prefix in name, description or workout types, without accents', () => {
    expect(matchingInterest(['Yoga', 'Running'], 'Sunday Runners club')).toBe('Running');
    expect(matchingInterest(['Yoga', 'Running'], 'Vinyasa flow')).toBe('Yoga');
    expect(matchingInterest(['Calisthenics'], 'Pull-Ups Dips Plank')).toBe('Calisthenics');
    expect(matchingInterest(['Swimming'], 'Leg Day')).toBeUndefined();
    expect(matchingInterest(['Cycling'], 'Cyclisme épique')).toBe('Cycling');
    expect(matchingInterest(['Parkour'], 'Parkour basics')).toBe('Parkour');
  });
});

describe.each(testDialects())('recommendations on %s', (dialect) => {
  let t: TestApp;
  let me: SignedUpUser;
  let stranger: SignedUpUser;
  let members: SeededUser[];
  const routinesFor = async (user: SignedUpUser | null, id: string) =>
    t.app.inject(as(user, { method: 'GET', url: `/api/recommendations/routines/${id}` }));
  const peopleFor = async (user: SignedUpUser | null, id: string) =>
    t.app.inject(as(user, { method: 'GET', url: `/api/recommendations/people/${id}` }));
  const names = (items: RoutineItem[]) => items.map((item) => item.routine.routineName);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.context.database;
    me = await signUp(t.app, 'viewer');
    stranger = await signUp(t.app, 'stranger');
    await seedPreferences(db, me.id, { workoutInterests: ['Yoga', 'Running'], level: 'Advanced' });
    members = await seedUsers(db, 12, 'member');
    const creator = await seedUser(db, { username: 'coach' });
    const joiners = (n: number) => members.slice(0, n).map((m) => m.id);

    // Popularity = 1 (creator) + joiners.
    await seedRoutine(db, creator.id, { name: 'Mega Popular', participants: joiners(10) });
    await seedRoutine(db, creator.id, { name: 'Quite Popular', participants: joiners(7) });
    await seedRoutine(db, creator.id, { name: 'Some Fans', participants: joiners(5) });
    await seedRoutine(db, creator.id, { name: 'Few Fans', participants: joiners(3) });
    await seedRoutine(db, creator.id, { name: 'Lonely Lifts', participants: [] });
    await seedRoutine(db, creator.id, { name: 'Sunrise Yoga', participants: joiners(1) });
    await seedRoutine(db, creator.id, {
      name: 'Park Loop',
      description: 'An easy jog around the park',
      participants: joiners(2),
    });
    await seedRoutine(db, creator.id, {
      name: 'Hard Mode',
      level: 'Advanced',
      participants: joiners(4),
    });
    // Matches by a workout type only.
    await seedRoutine(db, creator.id, {
      name: 'Stretch Session',
      workouts: ['Downward Dog', 'Child Pose'],
      participants: [],
    });
    // Mine, and one I joined: never recommended to me although both match and are popular.
    await seedRoutine(db, me.id, { name: 'My Yoga Mix', participants: joiners(11) });
    const joined = await seedRoutine(db, creator.id, { name: 'Joined Yoga', participants: joiners(8) });
    await seedJoin(db, joined.id, me.id);
  });
  afterAll(async () => t.close());

  it('ranks routines matching my interests first (by popularity), then my level, excluding mine and joined', async () => {
    const response = await routinesFor(me, me.id);
    expect(response.statusCode).toBe(200);
    const items: RoutineItem[] = response.json().items;
    expect(names(items)).toEqual(['Park Loop', 'Sunrise Yoga', 'Stretch Session', 'Hard Mode']);
    expect(items.map((i) => i.reason)).toEqual([
      'Matches your interest: Running',
      'Matches your interest: Yoga',
      'Matches your interest: Yoga',
      'Suits your level: Advanced',
    ]);
    expect(items[0]).toMatchObject({
      username: 'coach',
      routine: { routineName: 'Park Loop', estimatedTimeMinutes: '30' },
    });
  });

  it('gives signed-out visitors (and anyone asking for anonymous) the most joined routines', async () => {
    for (const viewer of [null, me]) {
      const response = await routinesFor(viewer, 'anonymous');
      expect(response.statusCode).toBe(200);
      const items: RoutineItem[] = response.json().items;
      expect(names(items)).toEqual(['My Yoga Mix', 'Mega Popular', 'Joined Yoga', 'Quite Popular']);
      expect(items[1]?.reason).toBe('Popular with 11 members');
    }
  });

  it('falls back to popularity for a user without preferences', async () => {
    const items: RoutineItem[] = (await routinesFor(stranger, stranger.id)).json().items;
    expect(names(items)).toEqual(['My Yoga Mix', 'Mega Popular', 'Joined Yoga', 'Quite Popular']);
  });

  it("refuses another user's id or a real id when signed out (403)", async () => {
    for (const [viewer, id] of [
      [stranger, me.id],
      [null, me.id],
      [me, 'someone-else'],
    ] as const) {
      for (const request of [routinesFor, peopleFor]) {
        const response = await request(viewer, id);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('NOT_YOUR_RECOMMENDATIONS');
      }
    }
  });

  describe('people', () => {
    let friendA: SeededUser;
    let friendB: SeededUser;
    let fof: SeededUser;
    let runner: SeededUser;
    let star: SeededUser;
    let rising: SeededUser;

    beforeAll(async () => {
      const db = t.context.database;
      friendA = await seedUser(db, { username: 'friend_a' });
      friendB = await seedUser(db, { username: 'friend_b' });
      fof = await seedUser(db, { username: 'fof', image: 'https://img.test/fof.png' });
      runner = await seedUser(db, { username: 'runner', interests: ['Running', 'Boxing'] });
      star = await seedUser(db, { username: 'star' });
      rising = await seedUser(db, { username: 'rising' });
      await seedFollow(db, me.id, friendA.id);
      await seedFollow(db, me.id, friendB.id);
      await seedFollow(db, friendA.id, fof.id);
      await seedFollow(db, friendB.id, fof.id);
      await seedFollow(db, friendA.id, me.id);
      // Followers make star the most popular; friend_a is popular too but already followed.
      for (const m of members.slice(0, 6)) await seedFollow(db, m.id, star.id);
      for (const m of members.slice(0, 3)) await seedFollow(db, m.id, rising.id);
      for (const m of members.slice(0, 8)) await seedFollow(db, m.id, friendA.id);
      await seedFollow(db, members[0]!.id, runner.id);
    });

    it('ranks friends of friends and shared interests first, then popularity, excluding me and followed', async () => {
      const response = await peopleFor(me, me.id);
      expect(response.statusCode).toBe(200);
      const items: PersonItem[] = response.json().items;
      expect(items.map((p) => p.username)).toEqual(['fof', 'runner', 'star', 'rising']);
      expect(items[0]).toEqual({
        userID: fof.id,
        username: 'fof',
        profileImageLink: 'https://img.test/fof.png',
        reason: 'Followed by 2 people you follow',
      });
      expect(items[1]?.reason).toBe('Shares your interest: Running');
      expect(items[2]?.reason).toBe('Popular with 6 followers');
      const ids = items.map((p) => p.userID);
      expect(ids).not.toContain(me.id);
      expect(ids).not.toContain(friendA.id);
      expect(ids).not.toContain(friendB.id);
    });

    it('suggests nobody in a block with the viewer, either way', async () => {
      const db = t.context.database.db;
      const now = new Date().toISOString();
      await db
        .insertInto('blocks')
        .values({ blocker_id: fof.id, blocked_id: me.id, created_at: now })
        .execute();
      await db
        .insertInto('blocks')
        .values({ blocker_id: me.id, blocked_id: star.id, created_at: now })
        .execute();
      try {
        const items: PersonItem[] = (await peopleFor(me, me.id)).json().items;
        expect(items.map((p) => p.username)).toEqual(['runner', 'rising']);
      } finally {
        await db.deleteFrom('blocks').where('blocked_id', 'in', [me.id, star.id]).execute();
      }
    });

    it('says "1 person" for a single mutual follow', async () => {
      await seedFollow(t.context.database, stranger.id, friendA.id);
      const items: PersonItem[] = (await peopleFor(stranger, stranger.id)).json().items;
      expect(items[0]).toMatchObject({ username: 'fof', reason: 'Followed by 1 person you follow' });
      // friend_a follows viewer, but stranger never sees themself.
      expect(items.map((p) => p.userID)).not.toContain(stranger.id);
    });

    it('gives anonymous visitors the most followed people, at most 4', async () => {
      const items: PersonItem[] = (await peopleFor(null, 'anonymous')).json().items;
      expect(items.map((p) => p.username)).toEqual(['friend_a', 'star', 'rising', 'fof']);
      expect(items[0]?.reason).toBe('Popular with 10 followers');
    });

    it('keeps follower counts in step with unfollows', async () => {
      const db = t.context.database.db;
      for (const m of members.slice(0, 4)) {
        await db
          .deleteFrom('follows')
          .where('follower_id', '=', m.id)
          .where('followee_id', '=', star.id)
          .execute();
      }
      const items: PersonItem[] = (await peopleFor(null, 'anonymous')).json().items;
      expect(items.map((p) => p.username)).toEqual(['friend_a', 'rising', 'fof', 'star']);
    });
  });
});

// Its own app (opened after the one above is closed): a young instance with no followers at all.
describe.each(testDialects())('recommendations on a young %s instance', (dialect) => {
  let young: TestApp;
  beforeAll(async () => {
    young = await createTestApp(dialect);
  });
  afterAll(async () => young.close());

  it('fills the people list with newcomers and has no routines to suggest', async () => {
    const viewer = await signUp(young.app, 'first');
    await seedUsers(young.context.database, 2, 'newbie');
    const response = await young.app.inject(
      as(viewer, { method: 'GET', url: `/api/recommendations/people/${viewer.id}` }),
    );
    const items: PersonItem[] = response.json().items;
    expect(items.map((p) => p.username).sort()).toEqual(['newbie1', 'newbie2']);
    expect(items[0]?.reason).toBe('New on Stryd');
    const routines = await young.app.inject({
      method: 'GET',
      url: '/api/recommendations/routines/anonymous',
    });
    expect(routines.json()).toEqual({ items: [] });
  });
});

// Its own app: the routines created here would change the lists the tests above expect.
describe.each(testDialects())('remembered keyword matches on %s', (dialect) => {
  let t: TestApp;
  afterAll(async () => t.close());

  it('are kept for a while per keyword set; joins and deletions count at once', async () => {
    t = await createTestApp(dialect);
    const database = t.context.database;
    const me = await signUp(t.app, 'yogi');
    await seedPreferences(database, me.id, { workoutInterests: ['Yoga'], level: 'Beginner' });
    const coach = await seedUser(database, { username: 'coach' });
    const fans = await seedUsers(database, 3, 'fan');
    await seedRoutine(database, coach.id, { name: 'Morning Yoga', participants: [fans[0]!.id] });
    let now = 1_000_000;
    const matches = keywordMatches(database, { now: () => now });
    const before = await matches(['yoga', 'vinyasa']);
    expect(before).toHaveLength(1);

    const late = await seedRoutine(database, coach.id, { name: 'Evening Yoga', participants: [] });
    // The same set in any order is one entry, and it stays as it was until it expires.
    expect(await matches(['vinyasa', 'yoga'])).toEqual(before);
    now += KEYWORD_MATCHES_TTL_MS - 1;
    expect(await matches(['yoga', 'vinyasa'])).toEqual(before);
    now += 2;
    expect((await matches(['yoga', 'vinyasa'])).sort()).toEqual([...before, late.id].sort());

    const popular = await seedRoutine(database, coach.id, {
      name: 'Yoga For Everyone',
      participants: fans.map((fan) => fan.id),
    });
    now += KEYWORD_MATCHES_TTL_MS + 1;
    const listed = async () =>
      (await recommendRoutines(database, me.id, matches)).map((item) => item.routine.routineName);
    expect(await listed()).toEqual(['Yoga For Everyone', 'Morning Yoga', 'Evening Yoga']);
    // Within the time the matches are kept: a join and a deletion show at once.
    await seedJoin(database, popular.id, me.id);
    expect(await listed()).toEqual(['Morning Yoga', 'Evening Yoga']);
    await database.db.deleteFrom('routines').where('id', '=', late.id).execute();
    expect(await listed()).toEqual(['Morning Yoga']);
  });
});
