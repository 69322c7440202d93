import type { FeedAnswer, FeedItem } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, type TestClock } from '../../clock';
import { recordRanksHeld } from '../../db/migrations/0028-feed-events';
import { createRoutine, enc, finishedBenchSession, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';

const MINUTE = 60 * 1000;

/** Issue 33 item 1, decision 038: routines created and joined and ranks reached, as cards of the feed. */
describe.each(testDialects())('event cards in the feed on %s', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  let seq = 0;

  const feed = async (viewer: SignedUpUser, query = ''): Promise<FeedAnswer> => {
    const answer = await injectAs(t.app, viewer, 'GET', `/api/feed${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  /** Each card as "kind person what", newest first. */
  const told = (items: FeedItem[]) =>
    items.map((card) => {
      switch (card.kind) {
        case 'session':
          return `session ${card.person.username} ${card.routineName}`;
        case 'rank-reached':
          return `rank ${card.person.username} ${card.rank}`;
        default:
          return `${card.kind} ${card.person.username} ${card.routine.name}`;
      }
    });
  const follow = (follower: SignedUpUser, followee: SignedUpUser) =>
    injectAs(t.app, follower, 'POST', `/api/users/${followee.id}/follow`, {});
  const routine = async (creator: SignedUpUser) => {
    const name = `Events ${dialect} ${++seq}`;
    await createRoutine(t, creator, name);
    return name;
  };
  const join = (user: SignedUpUser, creator: SignedUpUser, name: string) =>
    injectAs(t.app, user, 'POST', `/api/stryds/join-routine/${creator.id}/${enc(name)}`, {});
  const xp = (user: SignedUpUser, creator: SignedUpUser, name: string, direction = 'increment') =>
    injectAs(t.app, user, 'POST', `/api/stryds/${direction}-routine-xp/${creator.id}/${enc(name)}`, {});
  const setTotalXp = (user: SignedUpUser, totalXp: number) =>
    t.context.database.db
      .updateTable('profiles')
      .set({ total_xp: totalXp })
      .where('user_id', '=', user.id)
      .execute();
  const ranksOf = (user: SignedUpUser) =>
    t.context.database.db
      .selectFrom('ranks_reached')
      .select(['rank_index', 'reached_at'])
      .where('user_id', '=', user.id)
      .orderBy('rank_index')
      .execute();

  beforeAll(async () => {
    clock = fixedClock(Date.UTC(2026, 5, 1, 8));
    t = await createTestApp(dialect, {}, { clock });
  });
  afterAll(async () => t.close());

  it('shows what the people you follow and you did, each kind in time order with sessions', async () => {
    const [viewer, friend, stranger, host] = await Promise.all([
      signUpPremium(t),
      signUpPremium(t),
      signUpPremium(t),
      signUpPremium(t),
    ]);
    await follow(viewer, friend);
    const hosted = await routine(host);
    clock.advance(MINUTE);
    const made = await routine(friend);
    clock.advance(MINUTE);
    expect((await join(friend, host, hosted)).statusCode).toBe(201);
    clock.advance(MINUTE);
    const trained = await finishedBenchSession(t, friend, { visibility: 'followers' });
    clock.advance(MINUTE);
    await setTotalXp(friend, 795);
    expect((await xp(friend, host, hosted)).statusCode).toBe(200);
    clock.advance(MINUTE);
    const mine = await routine(viewer);
    // A stranger's routine, join and rank are nobody's news here.
    clock.advance(MINUTE);
    await routine(stranger);
    await join(stranger, host, hosted);
    await setTotalXp(stranger, 795);
    await xp(stranger, host, hosted);

    const { items } = await feed(viewer);
    // Newest first; the friend's session and its own new routine's card share an instant (either order).
    const times = items.map((card) => (card.kind === 'session' ? card.finishedAt : card.at) ?? '');
    expect(times).toEqual([...times].sort().reverse());
    const sameInstant = [
      `session ${friend.username} ${trained.name}`,
      `routine-created ${friend.username} ${trained.name}`,
    ];
    expect(told(items).slice(2, 4).sort()).toEqual([...sameInstant].sort());
    expect(told(items).filter((card) => !sameInstant.includes(card))).toEqual([
      `routine-created ${viewer.username} ${mine}`,
      `rank ${friend.username} Initiate`,
      `routine-joined ${friend.username} ${hosted}`,
      `routine-created ${friend.username} ${made}`,
    ]);
    const [created, rank] = items;
    const joined = items[4];
    expect(created).toMatchObject({
      kind: 'routine-created',
      person: { id: viewer.id, username: viewer.username },
      routine: { name: mine, creatorId: viewer.id, creationType: 'created' },
    });
    expect(rank).toMatchObject({ kind: 'rank-reached', person: { id: friend.id }, rank: 'Initiate' });
    expect(joined).toMatchObject({
      kind: 'routine-joined',
      routine: { name: hosted, creatorId: host.id, creatorName: host.username },
    });
    expect(new Set(items.map((card) => card.id)).size).toBe(items.length);
    // Unfollowed, the friend's cards go; the viewer's own stay.
    await injectAs(t.app, viewer, 'POST', `/api/users/${friend.id}/unfollow`, {});
    expect(told((await feed(viewer)).items)).toEqual([`routine-created ${viewer.username} ${mine}`]);
  });

  it('pages across kinds by the cursor: every card once, in order, whatever the page size', async () => {
    const [viewer, a, b] = [await signUpPremium(t), await signUpPremium(t), await signUpPremium(t)];
    await follow(viewer, a);
    await follow(viewer, b);
    // Cards at the same instant too: the key orders them and the cursor goes past them exactly.
    for (let i = 0; i < 3; i += 1) {
      const byA = await routine(a);
      await join(b, a, byA);
      await finishedBenchSession(t, b, { visibility: 'public' });
      await join(viewer, a, byA);
      clock.advance(i === 1 ? 0 : 3 * 24 * 60 * MINUTE);
    }
    await setTotalXp(b, 2000);
    const onB = await routine(b);
    await join(a, b, onB);
    await xp(a, b, onB);
    await setTotalXp(a, 795);
    await xp(a, b, onB);

    const whole = (await feed(viewer, '?limit=50')).items;
    expect(whole.length).toBeGreaterThan(15);
    expect(new Set(whole.map((card) => card.kind))).toEqual(
      new Set(['session', 'routine-created', 'routine-joined', 'rank-reached']),
    );
    for (const limit of [1, 2, 3, 7]) {
      const seen: FeedItem[] = [];
      let query = `?limit=${limit}`;
      for (let page = 0; page < 40; page += 1) {
        const answer = await feed(viewer, query);
        seen.push(...answer.items);
        if (!answer.next) break;
        query = `?limit=${limit}&after=${encodeURIComponent(answer.next)}`;
      }
      expect(
        seen.map((card) => card.id),
        `pages of ${limit}`,
      ).toEqual(whole.map((card) => card.id));
    }
  });

  it('records a rank once, when XP crosses into it, on a set tick and on the XP route alike', async () => {
    const [lifter, host] = [await signUpPremium(t), await signUpPremium(t)];
    const hosted = await routine(host);
    await join(lifter, host, hosted);
    for (let i = 0; i < 3; i += 1) expect((await xp(lifter, host, hosted)).statusCode).toBe(200);
    expect(await ranksOf(lifter)).toEqual([]);

    await setTotalXp(lifter, 790);
    await xp(lifter, host, hosted); // 800: still Mortal
    expect(await ranksOf(lifter)).toEqual([]);
    const crossedAt = clock.now().toISOString();
    await xp(lifter, host, hosted); // 810: Initiate
    await xp(lifter, host, hosted);
    expect(await ranksOf(lifter)).toEqual([{ rank_index: 1, reached_at: crossedAt }]);
    // Back below and up again: no second card.
    clock.advance(MINUTE);
    await xp(lifter, host, hosted, 'decrement');
    await xp(lifter, host, hosted, 'decrement');
    await xp(lifter, host, hosted);
    await xp(lifter, host, hosted);
    expect(await ranksOf(lifter)).toEqual([{ rank_index: 1, reached_at: crossedAt }]);

    // A logged set (the workout log's tick) crossing the next rank records it with the set's time.
    await setTotalXp(lifter, 1995);
    clock.advance(MINUTE);
    const { name } = await finishedBenchSession(t, lifter);
    expect(await ranksOf(lifter)).toEqual([
      { rank_index: 1, reached_at: crossedAt },
      { rank_index: 2, reached_at: clock.now().toISOString() },
    ]);
    // The rank, the session and its routine share the instant: any order among them.
    expect(
      told((await feed(lifter)).items)
        .slice(0, 3)
        .sort(),
    ).toEqual(
      [
        `rank ${lifter.username} Soldier`,
        `session ${lifter.username} ${name}`,
        `routine-created ${lifter.username} ${name}`,
      ].sort(),
    );
  });

  it('migration 0028 records the ranks people already hold, undated, so none becomes a card', async () => {
    const [viewer, soldier, mortal] = [
      await signUpPremium(t),
      await signUpPremium(t),
      await signUpPremium(t),
    ];
    await follow(viewer, soldier);
    await setTotalXp(soldier, 2500);
    await setTotalXp(mortal, 800);
    const db = t.context.database.db;
    await db.deleteFrom('ranks_reached').execute();
    await recordRanksHeld(db);
    expect(await ranksOf(soldier)).toEqual([
      { rank_index: 1, reached_at: null },
      { rank_index: 2, reached_at: null },
    ]);
    expect(await ranksOf(mortal)).toEqual([]);
    expect((await feed(viewer)).items).toEqual([]);
    // Held already: earning more within Soldier records nothing new.
    const hosted = await routine(mortal);
    await join(soldier, mortal, hosted);
    await xp(soldier, mortal, hosted);
    expect(await ranksOf(soldier)).toHaveLength(2);
  });

  it('leaves out a creator joining their own routine, and cards of deleted routines', async () => {
    const [viewer, friend] = [await signUpPremium(t), await signUpPremium(t)];
    await follow(viewer, friend);
    const made = await routine(friend);
    expect(told((await feed(viewer)).items)).toEqual([`routine-created ${friend.username} ${made}`]);
    await join(viewer, friend, made);
    expect(told((await feed(viewer)).items)).toEqual([
      `routine-joined ${viewer.username} ${made}`,
      `routine-created ${friend.username} ${made}`,
    ]);
    const deleted = await injectAs(t.app, friend, 'DELETE', `/api/stryds/delete/${friend.id}/${enc(made)}`);
    expect(deleted.statusCode).toBe(200);
    expect((await feed(viewer)).items).toEqual([]);
  });
});
