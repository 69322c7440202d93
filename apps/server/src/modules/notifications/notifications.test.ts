import { NO_NOTIFICATION_SETTING_CHANGE, NOTIFICATION_KINDS, type NotificationsAnswer } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enc, finishedBenchSession, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';
import { NOTIFICATION_MESSAGES } from './notifications.service';

/** Issue 33 item 4: the in-app inbox for kudos, comments, replies, follows and joins. */
describe.each(testDialects())('notifications on %s', (dialect) => {
  let t: TestApp;

  const publicSession = (owner: SignedUpUser) => finishedBenchSession(t, owner, { visibility: 'public' });

  const inbox = async (user: SignedUpUser, query = ''): Promise<NotificationsAnswer> => {
    const answer = await injectAs(t.app, user, 'GET', `/api/notifications${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('tells the owner of kudos, comments, replies, follows and joins, newest first; never of their own acts', async () => {
    const [owner, fan] = [await signUpPremium(t), await signUpPremium(t)];
    const session = await publicSession(owner);
    await injectAs(t.app, fan, 'POST', `/api/users/${owner.id}/follow`, {});
    await injectAs(t.app, fan, 'POST', `/api/stryds/join-routine/${owner.id}/${enc(session.name)}`, {});
    await injectAs(t.app, fan, 'PUT', `/api/history/sessions/${session.id}/kudos`);
    await injectAs(t.app, fan, 'PUT', `/api/history/sessions/${session.id}/kudos`); // a repeat tells nobody
    const comment = (
      await injectAs(t.app, fan, 'POST', `/api/history/sessions/${session.id}/comments`, { body: 'Strong!' })
    ).json();
    // The owner replies: the fan is told; the owner is not told of their own reply.
    await injectAs(t.app, owner, 'POST', `/api/history/sessions/${session.id}/comments`, {
      body: 'Thanks, see you Thursday',
      parentId: comment.id,
    });
    await injectAs(t.app, owner, 'POST', `/api/history/sessions/${session.id}/comments`, {
      body: 'Me again',
    });

    const mine = await inbox(owner);
    expect(mine.items.map((n) => n.kind)).toEqual(['comment', 'kudos', 'join', 'follow']);
    expect(mine.unread).toBe(4);
    const [commented, kudos, joined, followed] = mine.items;
    expect(commented).toMatchObject({
      actor: { id: fan.id, username: fan.username },
      session: { id: session.id, routineName: session.name },
      comment: { id: comment.id, excerpt: 'Strong!' },
      read: false,
    });
    expect(kudos).toMatchObject({ session: { id: session.id }, comment: null, routine: null });
    expect(joined).toMatchObject({ routine: { creatorId: owner.id, routineName: session.name } });
    expect(followed).toMatchObject({ actor: { id: fan.id }, session: null, routine: null });

    const theirs = await inbox(fan);
    expect(theirs.items.map((n) => [n.kind, n.comment?.excerpt])).toEqual([
      ['reply', 'Thanks, see you Thursday'],
    ]);
  });

  it('marks some or all read, pages by a cursor, and refuses a cursor it did not make', async () => {
    const [owner, ...fans] = await Promise.all([
      signUpPremium(t),
      signUpPremium(t),
      signUpPremium(t),
      signUpPremium(t),
    ]);
    for (const fan of fans) await injectAs(t.app, fan, 'POST', `/api/users/${owner.id}/follow`, {});
    const all = await inbox(owner);
    expect(all.unread).toBe(3);
    const first = all.items[0]!.id;
    expect(
      (await injectAs(t.app, owner, 'POST', '/api/notifications/read', { ids: [first] })).json(),
    ).toEqual({
      unread: 2,
    });
    expect((await inbox(owner)).items.map((n) => n.read)).toEqual([true, false, false]);
    // Someone else's ids mark nothing of theirs.
    await injectAs(t.app, fans[0]!, 'POST', '/api/notifications/read', { ids: all.items.map((n) => n.id) });
    expect((await injectAs(t.app, owner, 'GET', '/api/notifications/unread')).json()).toEqual({ unread: 2 });
    expect((await injectAs(t.app, owner, 'POST', '/api/notifications/read', {})).json()).toEqual({
      unread: 0,
    });

    const seen: string[] = [];
    let query = '?limit=2';
    for (let page = 0; page < 3; page += 1) {
      const answer = await inbox(owner, query);
      seen.push(...answer.items.map((n) => n.id));
      if (!answer.next) break;
      query = `?limit=2&before=${encodeURIComponent(answer.next)}`;
    }
    expect(seen).toEqual(all.items.map((n) => n.id));
    const refused = await injectAs(t.app, owner, 'GET', '/api/notifications?before=yesterday');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(NOTIFICATION_MESSAGES.badCursor);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('a kind turned off is not told; the others still are', async () => {
    const [owner, fan] = [await signUpPremium(t), await signUpPremium(t)];
    const settings = await injectAs(t.app, owner, 'PUT', '/api/me/notification-settings', {
      inApp: { follow: false },
    });
    expect(settings.json().inApp).toEqual({
      kudos: true,
      comment: true,
      reply: true,
      follow: false,
      join: true,
      passed: true,
    });
    const session = await publicSession(owner);
    await injectAs(t.app, fan, 'POST', `/api/users/${owner.id}/follow`, {});
    await injectAs(t.app, fan, 'PUT', `/api/history/sessions/${session.id}/kudos`);
    expect((await inbox(owner)).items.map((n) => n.kind)).toEqual(['kudos']);
    const bad = await injectAs(t.app, owner, 'PUT', '/api/me/notification-settings', {
      inApp: { hugs: false },
    });
    expect(bad.statusCode).toBe(400);
    expect((await injectAs(t.app, owner, 'GET', '/api/me/notification-settings')).json().inApp.follow).toBe(
      false,
    );
  });

  it('switches every kind per channel: in-app, e-mail, push; a bad change is refused whole', async () => {
    const person = await signUpPremium(t);
    const allOn = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true]));
    const get = async () => (await injectAs(t.app, person, 'GET', '/api/me/notification-settings')).json();
    expect(await get()).toEqual({ inApp: allOn, email: allOn, push: allOn });

    const changed = await injectAs(t.app, person, 'PUT', '/api/me/notification-settings', {
      email: { kudos: false, passed: false },
      push: { comment: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      inApp: allOn,
      email: { ...allOn, kudos: false, passed: false },
      push: { ...allOn, comment: false },
    });

    for (const body of [
      {},
      { inApp: {} },
      { sms: { kudos: false } },
      { inApp: { follow: false }, email: { hugs: false } },
      { push: { kudos: 'no' } },
    ]) {
      const refused = await injectAs(t.app, person, 'PUT', '/api/me/notification-settings', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await injectAs(t.app, person, 'PUT', '/api/me/notification-settings', {})).json().message,
    ).toContain(NO_NOTIFICATION_SETTING_CHANGE);
    expect((await get()).inApp.follow).toBe(true);
    expect((await get()).email.kudos).toBe(false);
  });
});
