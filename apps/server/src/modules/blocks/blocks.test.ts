import { HIDDEN_PERSON_NAME, SAFETY_MESSAGES } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enc, finishedBenchSession, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';
import { HISTORY_MESSAGES } from '../workout-log/history.service';

/** Issue 33 item 6: a block hides both ways everywhere and takes away what joined the two. */
describe.each(testDialects())('blocking on %s', (dialect) => {
  let t: TestApp;

  const follow = (a: SignedUpUser, b: SignedUpUser) =>
    injectAs(t.app, a, 'POST', `/api/users/${b.id}/follow`, {});
  const blockOf = (a: SignedUpUser, b: SignedUpUser, method: 'PUT' | 'DELETE' = 'PUT') =>
    injectAs(t.app, a, method, `/api/users/${b.id}/block`);
  const comment = (a: SignedUpUser, sessionId: string, body: Record<string, unknown>) =>
    injectAs(t.app, a, 'POST', `/api/history/sessions/${sessionId}/comments`, body);
  const commentBodies = async (viewer: SignedUpUser, sessionId: string) => {
    const answer = await injectAs(t.app, viewer, 'GET', `/api/history/sessions/${sessionId}/comments`);
    expect(answer.statusCode).toBe(200);
    return answer
      .json()
      .comments.flatMap((c: { body: string; replies: { body: string }[] }) => [
        c.body,
        ...c.replies.map((r) => r.body),
      ]);
  };
  const kudosNames = async (viewer: SignedUpUser, sessionId: string) =>
    (await injectAs(t.app, viewer, 'GET', `/api/history/sessions/${sessionId}/kudos`))
      .json()
      .people.map((p: { username: string }) => p.username);
  const feedIds = async (viewer: SignedUpUser) =>
    (await injectAs(t.app, viewer, 'GET', '/api/feed')).json().items.map((card: { id: string }) => card.id);
  const unread = async (viewer: SignedUpUser) =>
    (await injectAs(t.app, viewer, 'GET', '/api/notifications/unread')).json().unread;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('takes away follows, kudos and notifications both ways, and refuses a follow either way until unblocked', async () => {
    const [ana, ben] = await Promise.all([signUpPremium(t), signUpPremium(t)]);
    const anaSession = await finishedBenchSession(t, ana, { visibility: 'followers' });
    const benSession = await finishedBenchSession(t, ben, { visibility: 'followers' });
    await follow(ana, ben);
    await follow(ben, ana);
    await injectAs(t.app, ana, 'PUT', `/api/history/sessions/${benSession.id}/kudos`);
    await injectAs(t.app, ben, 'PUT', `/api/history/sessions/${anaSession.id}/kudos`);
    expect(await unread(ana)).toBe(2); // ben followed and gave kudos
    expect(await feedIds(ana)).toContain(benSession.id);

    const blocked = await blockOf(ben, ana);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ blocked: true });
    expect((await blockOf(ben, ana)).json()).toEqual({ blocked: true }); // idempotent

    // The blocked person finds no such profile; the blocker sees who it is (to unblock), nothing more.
    const blockersProfile = await injectAs(t.app, ana, 'GET', `/api/users/${ben.id}`);
    expect(blockersProfile.statusCode).toBe(404);
    expect(blockersProfile.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: 'User not found.' });
    const blockedProfile = (await injectAs(t.app, ben, 'GET', `/api/users/${ana.id}`)).json();
    expect(blockedProfile.viewer).toEqual({ isSelf: false, isFollowing: false, hasBlocked: true });
    expect(blockedProfile.socials).toMatchObject({ followers: [], followings: [], followersCount: 0 });
    expect(blockedProfile.createdStryds.routines).toEqual([]);
    expect(blockedProfile.stryds).toEqual({ routines: [], joinedRoutines: [] });
    // Neither finds the other in people search; a stranger finds both.
    const searched = async (viewer: SignedUpUser | null, username: string) => {
      const url = `/api/search/people/${enc(username)}`;
      const answer = viewer ? await injectAs(t.app, viewer, 'GET', url) : await t.app.inject({ url });
      return answer.json().items.map((p: { userID: string }) => p.userID);
    };
    expect(await searched(ana, ben.username)).not.toContain(ben.id);
    expect(await searched(ben, ana.username)).not.toContain(ana.id);
    expect(await searched(null, ana.username)).toContain(ana.id);
    expect(await unread(ana)).toBe(0);
    expect(await unread(ben)).toBe(0);
    expect(await feedIds(ana)).not.toContain(benSession.id);
    expect(await feedIds(ben)).not.toContain(anaSession.id);
    for (const [who, other] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      const refused = await follow(who, other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'BLOCKED', message: SAFETY_MESSAGES.blocked });
    }
    expect((await injectAs(t.app, ben, 'GET', '/api/me/blocks')).json()).toEqual({
      people: [{ id: ana.id, username: ana.username, image: null }],
    });
    expect((await injectAs(t.app, ana, 'GET', '/api/me/blocks')).json()).toEqual({ people: [] });

    // Only the blocker can take it back; the follows it took stay gone.
    await blockOf(ana, ben, 'DELETE');
    expect((await follow(ana, ben)).statusCode).toBe(403);
    expect((await blockOf(ben, ana, 'DELETE')).json()).toEqual({ blocked: false });
    expect((await injectAs(t.app, ben, 'GET', '/api/me/blocks')).json()).toEqual({ people: [] });
    expect((await follow(ana, ben)).statusCode).toBe(200);
  });

  it('hides each from the other: sessions, history, comments, kudos lists and leaderboard names', async () => {
    const [ana, ben, cat] = await Promise.all([signUpPremium(t), signUpPremium(t), signUpPremium(t)]);
    const benSession = await finishedBenchSession(t, ben, { visibility: 'public' });
    const catSession = await finishedBenchSession(t, cat, { visibility: 'public' });
    const anaComment = (await comment(ana, catSession.id, { body: 'Ana was here' })).json();
    await comment(ben, catSession.id, { body: 'Ben was here' });
    await injectAs(t.app, ana, 'PUT', `/api/history/sessions/${catSession.id}/kudos`);
    await injectAs(t.app, ben, 'PUT', `/api/history/sessions/${catSession.id}/kudos`);
    for (const joiner of [ana, ben])
      await injectAs(t.app, joiner, 'POST', `/api/stryds/join-routine/${cat.id}/${enc(catSession.name)}`, {});

    await blockOf(ana, ben);

    const sessionPage = await injectAs(
      t.app,
      ben,
      'GET',
      `/api/history/sessions/${(await finishedBenchSession(t, ana)).id}`,
    );
    expect(sessionPage.statusCode).toBe(404);
    const seenSession = await injectAs(t.app, ana, 'GET', `/api/history/sessions/${benSession.id}`);
    expect(seenSession.statusCode).toBe(404);
    expect(seenSession.json().message).toBe(HISTORY_MESSAGES.sessionNotFound);
    const history = await injectAs(t.app, ana, 'GET', `/api/users/${ben.id}/history`);
    expect(history.statusCode).toBe(403);
    expect(history.json().message).toBe(HISTORY_MESSAGES.private);
    expect((await comment(ben, benSession.id, { body: 'mine' })).statusCode).toBe(201);
    expect((await comment(ana, benSession.id, { body: 'hi' })).statusCode).toBe(404);
    expect(
      (await injectAs(t.app, ana, 'PUT', `/api/history/sessions/${benSession.id}/kudos`)).statusCode,
    ).toBe(404);

    // On a third person's session each sees the other's comments and kudos no more; the owner sees all.
    expect(await commentBodies(ana, catSession.id)).toEqual(['Ana was here']);
    expect(await commentBodies(ben, catSession.id)).toEqual(['Ben was here']);
    expect(await commentBodies(cat, catSession.id)).toEqual(['Ana was here', 'Ben was here']);
    expect(await kudosNames(ben, catSession.id)).toEqual([ben.username]);
    expect((await kudosNames(cat, catSession.id)).sort()).toEqual([ana.username, ben.username].sort());
    const reply = await comment(ben, catSession.id, { body: 'Reply', parentId: anaComment.id });
    expect(reply.statusCode).toBe(404);

    // The leaderboard keeps everyone's place, but not the name of someone in a block with the viewer.
    const board = async (viewer: SignedUpUser) =>
      (
        await injectAs(t.app, viewer, 'GET', `/api/stryds/${cat.id}/${enc(catSession.name)}/leaderboard`)
      ).json().participants as { userID: string; username: string }[];
    const seenByBen = await board(ben);
    expect(seenByBen).toHaveLength(3);
    expect(seenByBen.map((p) => p.username)).toContain(HIDDEN_PERSON_NAME);
    expect(seenByBen.map((p) => p.userID)).not.toContain(ana.id);
    expect(seenByBen.find((p) => p.username === HIDDEN_PERSON_NAME)?.userID).toMatch(
      /^hidden-[0-9a-f-]{36}$/,
    );
    expect((await board(cat)).map((p) => p.username).sort()).toEqual(
      [ana.username, ben.username, cat.username].sort(),
    );
    const routinePage = (
      await injectAs(t.app, ana, 'GET', `/api/stryds/${cat.id}/${enc(catSession.name)}`)
    ).json();
    expect(routinePage.participants.map((p: { username: string }) => p.username)).not.toContain(ben.username);
  });

  it('tells nobody about what someone in a block with them did', async () => {
    const [ana, ben, cat] = await Promise.all([signUpPremium(t), signUpPremium(t), signUpPremium(t)]);
    const catSession = await finishedBenchSession(t, cat, { visibility: 'public' });
    const benComment = (await comment(ben, catSession.id, { body: 'Ben first' })).json();
    await blockOf(ben, ana);
    // Ana cannot reply to Ben's comment (she does not see it); a comment of hers tells Cat, not Ben.
    expect((await comment(ana, catSession.id, { body: 'Re', parentId: benComment.id })).statusCode).toBe(404);
    await comment(ana, catSession.id, { body: 'Ana too' });
    expect(await unread(ben)).toBe(0);
    expect(await unread(cat)).toBe(2);
    // Ben's routine is public, so Ana may join it; Ben is told neither in the app nor by e-mail.
    const benSession = await finishedBenchSession(t, ben);
    const joined = await injectAs(
      t.app,
      ana,
      'POST',
      `/api/stryds/join-routine/${ben.id}/${enc(benSession.name)}`,
      {},
    );
    expect(joined.statusCode).toBe(201);
    expect(await unread(ben)).toBe(0);
    const mails = await t.context.database.db
      .selectFrom('email_outbox')
      .select('kind')
      .where('to_address', '=', ben.email)
      .execute();
    expect(mails.map((m) => m.kind)).not.toContain('routine-joined');
  });

  it('refuses blocking yourself, an unknown person, and anyone signed out', async () => {
    const ana = await signUpPremium(t);
    const self = await blockOf(ana, ana);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(SAFETY_MESSAGES.blockSelf);
    expect((await injectAs(t.app, ana, 'PUT', '/api/users/nobody-here/block')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/${ana.id}/block` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/blocks' })).statusCode).toBe(401);
  });
});
