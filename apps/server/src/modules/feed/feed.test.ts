import type { FeedAnswer, FeedSessionCard, SessionVisibility } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';
import { KUDOS_MESSAGES } from '../kudos/kudos.service';
import { HISTORY_MESSAGES } from '../workout-log/history.service';
import { FEED_MESSAGES } from './feed.service';

const STRONG_HEADER =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';

/** Issue 33 items 1, 3 and 7 (decision 034): the feed, its cards and paging, kudos. */
describe.each(testDialects())('the feed and kudos on %s', (dialect) => {
  let t: TestApp;
  let seq = 0;
  let ids = 0;

  /** A finished session of Bench Press (two sets, the second heavier) and Plank; returns its id. */
  async function finishedSession(owner: SignedUpUser, benchKg = 60): Promise<string> {
    const name = `Feed ${dialect} ${++seq}`;
    await createRoutine(t, owner, name, {
      workouts: [
        { workoutType: 'Plank', workoutSets: 1, workoutReps: '30s', exerciseId: 'plank' },
        { workoutType: 'Bench Press', workoutSets: 2, workoutReps: '8', exerciseId: 'bench-press' },
      ],
    });
    const base = `/api/stryds/${owner.id}/${enc(name)}`;
    const tick = (workoutIndex: number, setIndex: number, values: Record<string, number>) =>
      injectAs(t.app, owner, 'PUT', `${base}/sets/feed-${dialect}-${++ids}-abcdef`, {
        workoutIndex,
        setIndex,
        reps: null,
        weightKg: null,
        seconds: null,
        distanceM: null,
        ...values,
      });
    await tick(0, 0, { seconds: 30 });
    await tick(1, 0, { reps: 8, weightKg: benchKg });
    await tick(1, 1, { reps: 8, weightKg: benchKg + 2.5 });
    return (await injectAs(t.app, owner, 'POST', `${base}/session/finish`, {})).json().session.id;
  }

  const feed = async (viewer: SignedUpUser, query = ''): Promise<FeedAnswer> => {
    const answer = await injectAs(t.app, viewer, 'GET', `/api/feed${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  /** The session cards of a page (each session here comes with its routine's own card too). */
  const sessionsOf = (answer: FeedAnswer) =>
    answer.items.filter((card): card is FeedSessionCard => card.kind === 'session');
  const feedIds = async (viewer: SignedUpUser) => sessionsOf(await feed(viewer)).map((card) => card.id);
  const follow = (follower: SignedUpUser, followee: SignedUpUser) =>
    injectAs(t.app, follower, 'POST', `/api/users/${followee.id}/follow`, {});
  const setDefault = (user: SignedUpUser, visibility: SessionVisibility) =>
    injectAs(t.app, user, 'PUT', '/api/me/session-visibility', { visibility });
  const kudos = (viewer: SignedUpUser, sessionId: string, method: 'PUT' | 'DELETE' | 'GET' = 'PUT') =>
    injectAs(t.app, viewer, method, `/api/history/sessions/${sessionId}/kudos`);

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('shows your own sessions and those of people you follow that they let you see, newest first', async () => {
    const [viewer, friend, closed, stranger] = await Promise.all([
      signUpPremium(t),
      signUpPremium(t),
      signUpPremium(t),
      signUpPremium(t),
    ]);
    await setDefault(friend, 'followers');
    await setDefault(stranger, 'public');
    await follow(viewer, friend);
    await follow(viewer, closed);
    const mine = await finishedSession(viewer);
    const friends = await finishedSession(friend);
    const closedOnes = await finishedSession(closed); // only me, the default
    await finishedSession(stranger); // public, but not followed
    const opened = await finishedSession(closed);
    await injectAs(t.app, closed, 'PUT', `/api/history/sessions/${opened}/visibility`, {
      visibility: 'public',
    });
    const hidden = await finishedSession(friend);
    await injectAs(t.app, friend, 'PUT', `/api/history/sessions/${hidden}/visibility`, {
      visibility: 'only-me',
    });

    expect(await feedIds(viewer)).toEqual([opened, friends, mine]);
    expect(await feedIds(viewer)).not.toContain(closedOnes);
    // The friend sees their own, hidden one included, and nothing of people they do not follow.
    expect(await feedIds(friend)).toEqual([hidden, friends]);
    await injectAs(t.app, viewer, 'POST', `/api/users/${friend.id}/unfollow`, {});
    expect(await feedIds(viewer)).toEqual([opened, mine]);
  });

  it('a card says who, the routine, its totals, the records it set and its top exercises', async () => {
    const [viewer, lifter] = [await signUpPremium(t), await signUpPremium(t)];
    await setDefault(lifter, 'public');
    await follow(viewer, lifter);
    await finishedSession(lifter, 60);
    const id = await finishedSession(lifter, 70);
    const [card] = sessionsOf(await feed(viewer));
    expect(card).toMatchObject({
      kind: 'session',
      id,
      person: { id: lifter.id, username: lifter.username },
      routineName: `Feed ${dialect} ${seq}`,
      setCount: 3,
      volumeKg: 8 * 70 + 8 * 72.5,
      kudos: 0,
      viewerGaveKudos: false,
    });
    // Heavier than last time: records on Bench Press, once per kind though both sets beat it; the plank
    // held as long as last time sets none.
    expect(card?.records).toContainEqual({ exerciseName: 'Bench Press', kind: 'weight' });
    expect(card?.records.filter((r) => r.exerciseName === 'Plank')).toEqual([]);
    expect(new Set(card?.records.map((r) => `${r.exerciseName}/${r.kind}`)).size).toBe(card?.records.length);
    expect(card?.topExercises).toEqual([
      { exerciseName: 'Bench Press', sets: 2, volumeKg: 8 * 70 + 8 * 72.5 },
      { exerciseName: 'Plank', sets: 1, volumeKg: 0 },
    ]);
  });

  it('pages by a cursor, each card once, and refuses a cursor it did not make', async () => {
    const viewer = await signUpPremium(t);
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) made.push(await finishedSession(viewer));
    const seen: string[] = [];
    let query = '?limit=2';
    for (let page = 0; page < 5; page += 1) {
      const answer = await feed(viewer, query);
      seen.push(...sessionsOf(answer).map((card) => card.id));
      if (!answer.next) break;
      query = `?limit=2&after=${encodeURIComponent(answer.next)}`;
    }
    expect(seen).toEqual([...made].reverse());
    for (const bad of ['nonsense', 'yesterday~abc', `2026-01-01T00:00:00.000Z~`]) {
      const refused = await injectAs(t.app, viewer, 'GET', `/api/feed?after=${encodeURIComponent(bad)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(FEED_MESSAGES.badCursor);
    }
    expect((await injectAs(t.app, viewer, 'GET', '/api/feed?limit=0')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/feed' })).statusCode).toBe(401);
  });

  it('leaves imported sessions out of the feed', async () => {
    const importer = await signUpPremium(t);
    const csv = `${STRONG_HEADER}\n2024-03-01 10:00:00,A,1m,Squat,1,60,8,0,0,,,\n`;
    expect((await injectAs(t.app, importer, 'POST', '/api/me/imports', { csv })).statusCode).toBe(201);
    await setDefault(importer, 'public');
    expect(await feedIds(importer)).toEqual([]);
    const logged = await finishedSession(importer);
    expect(await feedIds(importer)).toEqual([logged]);
  });

  it('kudos: once per person, undone, listed, counted on the card; never your own, never unseen', async () => {
    const [owner, fan, second, stranger] = await Promise.all([
      signUpPremium(t),
      signUpPremium(t),
      signUpPremium(t),
      signUpPremium(t),
    ]);
    await setDefault(owner, 'followers');
    await follow(fan, owner);
    await follow(second, owner);
    const id = await finishedSession(owner);

    const given = await Promise.all(Array.from({ length: 5 }, () => kudos(fan, id)));
    expect(given.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await kudos(fan, id)).json()).toEqual({ kudos: 1, viewerGaveKudos: true });
    expect((await kudos(second, id)).json()).toEqual({ kudos: 2, viewerGaveKudos: true });
    expect(
      (await kudos(fan, id, 'GET'))
        .json()
        .people.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([fan.id, second.id].sort());
    expect(sessionsOf(await feed(owner))[0]).toMatchObject({ id, kudos: 2, viewerGaveKudos: false });
    expect(sessionsOf(await feed(fan))[0]).toMatchObject({ id, kudos: 2, viewerGaveKudos: true });

    expect((await kudos(second, id, 'DELETE')).json()).toEqual({ kudos: 1, viewerGaveKudos: false });
    expect((await kudos(second, id, 'DELETE')).json()).toEqual({ kudos: 1, viewerGaveKudos: false });

    for (const method of ['PUT', 'DELETE'] as const) {
      const own = await kudos(owner, id, method);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(KUDOS_MESSAGES.ownSession);
    }
    for (const method of ['PUT', 'GET'] as const) {
      const refused = await kudos(stranger, id, method);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(HISTORY_MESSAGES.private);
    }
    expect((await kudos(fan, 'no-such-session')).statusCode).toBe(404);
    expect((await kudos(owner, id, 'GET')).json().people).toHaveLength(1);
  });
});
