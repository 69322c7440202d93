import type { SessionVisibility } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedBenchSession, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';
import { HISTORY_MESSAGES } from './history.service';

/**
 * Issue 33 item 2 (decision 033): who may see a finished session — public, followers, only me — by the
 * session's own choice, else the owner's default, on each read path: the history list, its calendar and
 * totals, and the session's page.
 */
describe.each(testDialects())('session visibility on %s', (dialect) => {
  let t: TestApp;

  const finishedSession = async (owner: SignedUpUser) => (await finishedBenchSession(t, owner)).id;

  const setDefault = (user: SignedUpUser, visibility: SessionVisibility) =>
    injectAs(t.app, user, 'PUT', '/api/me/session-visibility', { visibility });
  const setOwn = (user: SignedUpUser, sessionId: string, visibility: SessionVisibility | null) =>
    injectAs(t.app, user, 'PUT', `/api/history/sessions/${sessionId}/visibility`, { visibility });
  const sessionRead = (viewer: SignedUpUser, sessionId: string) =>
    injectAs(t.app, viewer, 'GET', `/api/history/sessions/${sessionId}`);
  const historyRead = (viewer: SignedUpUser, owner: SignedUpUser) =>
    injectAs(t.app, viewer, 'GET', `/api/users/${owner.id}/history`);
  const shownIds = async (viewer: SignedUpUser, owner: SignedUpUser) => {
    const answer = await historyRead(viewer, owner);
    return answer.statusCode === 200
      ? (answer.json().sessions as { id: string }[]).map((s) => s.id).sort()
      : answer.statusCode;
  };

  /** An owner, one follower and one stranger. */
  async function trio() {
    const [owner, follower, stranger] = await Promise.all([
      signUpPremium(t),
      signUpPremium(t),
      signUpPremium(t),
    ]);
    await injectAs(t.app, follower, 'POST', `/api/users/${owner.id}/follow`, {});
    return { owner, follower, stranger };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it("starts at only me: the account's default, and a session without its own choice follows it", async () => {
    const { owner, follower, stranger } = await trio();
    const id = await finishedSession(owner);
    expect((await injectAs(t.app, owner, 'GET', '/api/me/session-visibility')).json()).toEqual({
      visibility: 'only-me',
    });
    expect((await sessionRead(owner, id)).json()).toMatchObject({ id, visibility: null });
    for (const viewer of [follower, stranger]) {
      const refused = await sessionRead(viewer, id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(HISTORY_MESSAGES.private);
      expect(await shownIds(viewer, owner)).toBe(403);
    }

    expect((await setDefault(owner, 'followers')).json()).toEqual({ visibility: 'followers' });
    expect((await sessionRead(follower, id)).statusCode).toBe(200);
    expect(await shownIds(follower, owner)).toEqual([id]);
    expect((await sessionRead(stranger, id)).statusCode).toBe(403);
    expect(await shownIds(stranger, owner)).toBe(403);

    await setDefault(owner, 'public');
    expect((await sessionRead(stranger, id)).statusCode).toBe(200);
    expect(await shownIds(stranger, owner)).toEqual([id]);
  });

  it("a session's own choice beats the default, both ways, on its page, the list and the calendar", async () => {
    const { owner, follower, stranger } = await trio();
    const [open, hidden, followersOnly] = [
      await finishedSession(owner),
      await finishedSession(owner),
      await finishedSession(owner),
    ];
    await setDefault(owner, 'only-me');
    expect((await setOwn(owner, open, 'public')).json()).toEqual({ visibility: 'public' });
    await setOwn(owner, followersOnly, 'followers');

    expect(await shownIds(stranger, owner)).toEqual([open]);
    expect(await shownIds(follower, owner)).toEqual([open, followersOnly].sort());
    expect(await shownIds(owner, owner)).toEqual([open, hidden, followersOnly].sort());
    const calendar = (await historyRead(stranger, owner)).json();
    expect(calendar.days.reduce((n: number, d: { sessions: number }) => n + d.sessions, 0)).toBe(1);
    expect(calendar.weeks.at(-1)).toMatchObject({ sessions: 1, sets: 1 });
    expect((await sessionRead(stranger, hidden)).statusCode).toBe(403);

    await setDefault(owner, 'public');
    await setOwn(owner, hidden, 'only-me');
    expect(await shownIds(stranger, owner)).toEqual([open]);
    expect((await sessionRead(stranger, hidden)).statusCode).toBe(403);
    // Back to the default: public now.
    await setOwn(owner, hidden, null);
    expect((await sessionRead(stranger, hidden)).json()).toMatchObject({ id: hidden, visibility: null });
  });

  it('only the owner sets a session’s visibility; bad values change nothing', async () => {
    const { owner, stranger } = await trio();
    const id = await finishedSession(owner);
    const theirs = await setOwn(stranger, id, 'public');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(HISTORY_MESSAGES.sessionNotFound);
    expect((await setOwn(owner, 'no-such-session', 'public')).statusCode).toBe(404);
    for (const visibility of ['everyone', '', 1]) {
      expect(
        (await injectAs(t.app, owner, 'PUT', `/api/history/sessions/${id}/visibility`, { visibility }))
          .statusCode,
      ).toBe(400);
      expect(
        (await injectAs(t.app, owner, 'PUT', '/api/me/session-visibility', { visibility })).statusCode,
      ).toBe(400);
    }
    expect(
      (await injectAs(t.app, owner, 'PUT', '/api/me/session-visibility', { visibility: null })).statusCode,
    ).toBe(400);
    expect((await sessionRead(stranger, id)).statusCode).toBe(403);
    expect((await sessionRead(owner, id)).json().visibility).toBeNull();
  });

  it('the history privacy switch sets the default: open is public, closed is only me', async () => {
    const { owner, follower } = await trio();
    const id = await finishedSession(owner);
    await injectAs(t.app, owner, 'PUT', '/api/me/history-privacy', { historyPublic: true });
    expect((await injectAs(t.app, owner, 'GET', '/api/me/session-visibility')).json().visibility).toBe(
      'public',
    );
    await setDefault(owner, 'followers');
    expect((await injectAs(t.app, owner, 'GET', '/api/me/history-privacy')).json()).toEqual({
      historyPublic: false,
    });
    expect((await sessionRead(follower, id)).statusCode).toBe(200);
    await injectAs(t.app, owner, 'PUT', '/api/me/history-privacy', { historyPublic: false });
    expect((await injectAs(t.app, owner, 'GET', '/api/me/session-visibility')).json().visibility).toBe(
      'only-me',
    );
    expect((await sessionRead(follower, id)).statusCode).toBe(403);
  });
});
