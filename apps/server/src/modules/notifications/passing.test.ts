import type { NotificationsAnswer } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoutine, enc, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';
import { PASSED_LIMIT } from './passing.service';

/** Issue 33 item 4: "passed you on a routine's leaderboard", told on the set-tick path. */
describe.each(testDialects())('passed you on %s', (dialect) => {
  let t: TestApp;
  let routines = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  /** A routine of a new creator's with these people joined, each at the routine XP given. */
  async function board(xps: number[]) {
    const creator = await signUpPremium(t);
    const name = `Board ${dialect} ${++routines}`;
    await createRoutine(t, creator, name);
    const people: SignedUpUser[] = [];
    for (const xp of xps) {
      const person = await signUpPremium(t);
      await injectAs(t.app, person, 'POST', `/api/stryds/join-routine/${creator.id}/${enc(name)}`, {});
      await setXp(person, name, xp);
      people.push(person);
    }
    const base = `/api/stryds/${creator.id}/${enc(name)}`;
    return { creator, name, people, base };
  }

  async function setXp(person: SignedUpUser, name: string, xp: number) {
    const db = t.context.database.db;
    const routine = await db
      .selectFrom('routines')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('participants')
      .set({ routine_xp: xp })
      .where('routine_id', '=', routine.id)
      .where('user_id', '=', person.id)
      .execute();
  }

  const tick = async (person: SignedUpUser, creatorId: string, name: string, direction = 'increment') => {
    const answer = await injectAs(
      t.app,
      person,
      'POST',
      `/api/stryds/${direction}-routine-xp/${creatorId}/${enc(name)}`,
      {},
    );
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };

  const passedOf = async (user: SignedUpUser) => {
    const inbox: NotificationsAnswer = (await injectAs(t.app, user, 'GET', '/api/notifications')).json();
    return inbox.items.filter((n) => n.kind === 'passed');
  };

  const storedPassed = (userId: string) =>
    t.context.database.db
      .selectFrom('notifications')
      .select(['in_app'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'passed')
      .execute();

  it('tells exactly the people the tick passed: a tie before is passed, a tie after is not', async () => {
    // The actor goes 20 → 30.
    const { creator, name, people } = await board([20, 20, 25, 30, 10, 40]);
    const [actor, tiedBefore, between, tiedAfter, below, above] = people as [
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
    ];
    expect((await tick(actor, creator.id, name)).routineXP).toBe(30);
    for (const told of [tiedBefore, between]) {
      const items = await passedOf(told);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        actor: { id: actor.id, username: actor.username },
        routine: { creatorId: creator.id, routineName: name },
        session: null,
        read: false,
      });
    }
    for (const untold of [tiedAfter, below, above, actor]) expect(await passedOf(untold)).toEqual([]);
  });

  it('tells nobody in a block with the passer, either way', async () => {
    const { creator, name, people } = await board([20, 25, 25]);
    const [actor, blocker, blocked] = people as [SignedUpUser, SignedUpUser, SignedUpUser];
    await injectAs(t.app, blocker, 'PUT', `/api/users/${actor.id}/block`);
    await injectAs(t.app, actor, 'PUT', `/api/users/${blocked.id}/block`);
    expect((await tick(actor, creator.id, name)).routineXP).toBe(30);
    expect(await passedOf(blocker)).toEqual([]);
    expect(await passedOf(blocked)).toEqual([]);
  });

  it('a logged set passes people too, and nobody at 0 XP is "passed"', async () => {
    const { people, base } = await board([0, 5, 0]);
    const [actor, passed, zero] = people as [SignedUpUser, SignedUpUser, SignedUpUser];
    const logged = await injectAs(t.app, actor, 'PUT', `${base}/sets/passing-${dialect}-set-1`, {
      workoutIndex: 0,
      setIndex: 0,
      reps: 10,
      weightKg: null,
      seconds: null,
      distanceM: null,
    });
    expect(logged.statusCode).toBe(200);
    expect(logged.json().xp.routineXP).toBe(10);
    expect(await passedOf(passed)).toHaveLength(1);
    expect(await passedOf(zero)).toEqual([]);
  });

  it('tells a person once per routine, passer and UTC day, however often they are passed again', async () => {
    const { creator, name, people } = await board([20, 25]);
    const [actor, passed] = people as [SignedUpUser, SignedUpUser];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2031-05-06T22:00:00Z'));
      await tick(actor, creator.id, name);
      await tick(actor, creator.id, name, 'decrement');
      await tick(actor, creator.id, name);
      expect(await passedOf(passed)).toHaveLength(1);
      // Another passer the same day is another notification.
      const other = await signUpPremium(t);
      await injectAs(t.app, other, 'POST', `/api/stryds/join-routine/${creator.id}/${enc(name)}`, {});
      await setXp(other, name, 20);
      await tick(other, creator.id, name);
      // (Same instant under the frozen clock: compared as a set.)
      expect((await passedOf(passed)).map((n) => n.actor.id).sort()).toEqual([other.id, actor.id].sort());

      // The next UTC day, passing them again tells them again.
      vi.setSystemTime(new Date('2031-05-07T00:05:00Z'));
      await setXp(actor, name, 20);
      await tick(actor, creator.id, name);
      expect(await passedOf(passed)).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it(`tells at most ${PASSED_LIMIT} people per tick`, async () => {
    const { creator, name, people } = await board([
      20,
      ...Array.from({ length: PASSED_LIMIT + 2 }, () => 25),
    ]);
    await tick(people[0]!, creator.id, name);
    let told = 0;
    for (const person of people.slice(1)) told += (await storedPassed(person.id)).length;
    expect(told).toBe(PASSED_LIMIT);
  });

  it('honours the switches: off in the app hides it, off everywhere keeps nothing', async () => {
    const { creator, name, people } = await board([20, 25, 25, 25]);
    const [actor, appOff, allOff, on] = people as [SignedUpUser, SignedUpUser, SignedUpUser, SignedUpUser];
    await injectAs(t.app, appOff, 'PUT', '/api/me/notification-settings', { inApp: { passed: false } });
    await injectAs(t.app, allOff, 'PUT', '/api/me/notification-settings', {
      inApp: { passed: false },
      email: { passed: false },
      push: { passed: false },
    });
    await tick(actor, creator.id, name);
    expect(await passedOf(appOff)).toEqual([]);
    expect(await storedPassed(appOff.id)).toEqual([{ in_app: 0 }]);
    expect((await injectAs(t.app, appOff, 'GET', '/api/notifications/unread')).json()).toEqual({
      unread: 0,
    });
    expect(await storedPassed(allOff.id)).toEqual([]);
    expect(await passedOf(on)).toHaveLength(1);
  });
});
