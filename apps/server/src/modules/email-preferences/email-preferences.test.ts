import { type EmailKind, NO_EMAIL_PREFERENCE_CHANGE } from '@stryd/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { headerOf, Inbox } from '../../test/smtp-inbox';
import { createRoutine, enc, signUpPremium } from '../../test/stryd-fixtures';
import {
  as,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { INVALID_UNSUBSCRIBE_LINK } from './email-preferences.service';
import { createUnsubscribeSigner } from './unsubscribe-token';

const ALL_ON = { 'routine-joined': true, 'new-follower': true, 'notification-digest': true };
const ONE_CLICK = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testDialects())('e-mail preferences and unsubscribe on %s', (dialect) => {
  let t: TestApp;
  const inbox = new Inbox();

  beforeAll(async () => {
    await inbox.start();
    t = await createTestApp(dialect, { SMTP_URL: `smtp://127.0.0.1:${inbox.port}` });
  });
  afterAll(async () => {
    await t.close();
    await inbox.stop();
  });
  afterEach(() => {
    inbox.messages = [];
  });

  const prefs = (user: SignedUpUser | null) =>
    t.app.inject(as(user, { method: 'GET', url: '/api/me/email-preferences' }));
  const save = (user: SignedUpUser | null, payload: unknown) =>
    t.app.inject(as(user, { method: 'PUT', url: '/api/me/email-preferences', payload: payload as object }));
  const optOuts = () =>
    t.context.database.db
      .selectFrom('email_opt_outs')
      .selectAll()
      .orderBy('user_id')
      .orderBy('kind')
      .execute();
  const tokenFor = (userId: string, kind: EmailKind, secret = t.context.config.authSecret) =>
    createUnsubscribeSigner(secret).sign({ userId, kind });
  const oneClick = (url: string) =>
    t.app.inject({ method: 'POST', url, headers: ONE_CLICK, payload: 'List-Unsubscribe=One-Click' });
  const follow = (from: SignedUpUser, to: SignedUpUser) =>
    t.app.inject(as(from, { method: 'POST', url: `/api/users/${to.id}/follow`, payload: {} }));

  it('has every kind of mail on by default, and asks for a session', async () => {
    const user = await signUp(t.app);
    const response = await prefs(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ALL_ON);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await prefs(null)).statusCode).toBe(401);
    expect((await save(null, { 'new-follower': false })).statusCode).toBe(401);
  });

  it('saves the kinds named, keeps the others, and each user sees only their own', async () => {
    const [user, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const off = await save(user, { 'new-follower': false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...ALL_ON, 'new-follower': false });
    // Saying it twice is the same.
    expect((await save(user, { 'new-follower': false })).json()).toEqual(off.json());
    expect((await prefs(user)).json()).toEqual({ ...ALL_ON, 'new-follower': false });
    expect((await prefs(other)).json()).toEqual(ALL_ON);

    expect((await save(user, { 'new-follower': true, 'routine-joined': false })).json()).toEqual({
      ...ALL_ON,
      'routine-joined': false,
    });
    expect((await prefs(user)).json()).toEqual({ ...ALL_ON, 'routine-joined': false });
    expect((await save(user, { 'routine-joined': true })).json()).toEqual(ALL_ON);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const user = await signUp(t.app);
    await save(user, { 'routine-joined': false });
    const before = await optOuts();
    const bad: [unknown, RegExp][] = [
      [{}, new RegExp(NO_EMAIL_PREFERENCE_CHANGE.replace('.', '\\.'))],
      [{ 'weekly-digest': false }, /unrecognized|weekly-digest/i],
      [{ 'new-follower': 'no' }, /boolean/i],
      [{ 'new-follower': null }, /boolean/i],
      [{ 'new-follower': false, 'weekly-digest': false }, /unrecognized|weekly-digest/i],
      [[], /object/i],
    ];
    for (const [payload, message] of bad) {
      const response = await save(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json();
      expect(body.code).toBeTruthy();
      expect(`${body.message} ${JSON.stringify(body.issues ?? [])}`).toMatch(message);
      expect(response.body).not.toMatch(/\bat \w+ \(/);
    }
    expect(await optOuts()).toEqual(before);
  });

  it('puts an unsubscribe link in both bodies and the RFC 8058 headers on a follow mail; one click turns that kind off', async () => {
    const [follower, target] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await follow(follower, target);
    expect(await t.outbox.drainOutbox()).toMatchObject({ sent: 1 });
    const raw = inbox.messages[0]!.raw;

    const listUnsubscribe = headerOf(raw, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?token=[\w-]+\.[\w-]+>$/);
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(listUnsubscribe!.slice(1, -1));
    const token = url.searchParams.get('token')!;
    const page = `http://localhost:3000/unsubscribe?token=${token}`;
    // Text body, then the HTML body's link.
    expect(raw).toContain(`Stop e-mails when someone follows you: ${page}`);
    expect(raw).toContain(`<a href="${page}">Unsubscribe</a>`);

    // No session: the token is the permission.
    const response = await oneClick(`${url.pathname}${url.search}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'new-follower', subscribed: false });
    expect((await prefs(target)).json()).toEqual({ ...ALL_ON, 'new-follower': false });
    // Again: still off, still fine.
    expect((await oneClick(`${url.pathname}${url.search}`)).statusCode).toBe(200);
    expect((await prefs(follower)).json()).toEqual(ALL_ON);
  });

  it('puts a link for join mails on the join mail, which switches off only joins', async () => {
    const [creator, joiner] = await Promise.all([signUpPremium(t), signUpPremium(t)]);
    await createRoutine(t, creator, 'Unsub Legs');
    await t.app.inject(
      as(joiner, {
        method: 'POST',
        url: `/api/stryds/join-routine/${creator.id}/${enc('Unsub Legs')}`,
        payload: {},
      }),
    );
    await t.outbox.drainOutbox();
    const mail = inbox.messages.find((m) => m.to.includes(creator.email))!;
    expect(mail.raw).toContain(
      'Stop e-mails when someone joins one of your routines: http://localhost:3000/unsubscribe?token=',
    );
    const url = new URL(headerOf(mail.raw, 'List-Unsubscribe')!.slice(1, -1));
    expect((await oneClick(`${url.pathname}${url.search}`)).json()).toEqual({
      kind: 'routine-joined',
      subscribed: false,
    });
    expect((await prefs(creator)).json()).toEqual({ ...ALL_ON, 'routine-joined': false });
  });

  it('describes a valid link without changing anything, and sends a browser on to the page', async () => {
    const user = await signUp(t.app);
    const token = tokenFor(user.id, 'new-follower');
    const before = await optOuts();
    const described = await t.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toEqual({ kind: 'new-follower', subscribed: true });
    const browser = await t.app.inject({
      method: 'GET',
      url: `/api/unsubscribe?token=${token}`,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`http://localhost:3000/unsubscribe?token=${token}`);
    expect(await optOuts()).toEqual(before);
  });

  it('refuses tampered, foreign, unknown-kind and missing tokens with a clear 400, changing nothing', async () => {
    const user = await signUp(t.app);
    const good = tokenFor(user.id, 'new-follower');
    const [payload, signature] = good.split('.');
    const otherUser = Buffer.from(JSON.stringify({ u: 'someone-else', k: 'new-follower' })).toString(
      'base64url',
    );
    const otherKind = Buffer.from(JSON.stringify({ u: user.id, k: 'routine-joined' })).toString('base64url');
    const tokens = [
      `${payload}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
      `${otherUser}.${signature}`,
      `${otherKind}.${signature}`,
      tokenFor(user.id, 'new-follower', 'some-other-secret-some-other-secret-xx'),
      tokenFor(user.id, 'weekly-digest' as EmailKind),
    ];
    const before = await optOuts();
    for (const token of tokens) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/unsubscribe?token=${token}`,
          headers: ONE_CLICK,
        });
        expect(response.statusCode, `${method} ${token}`).toBe(400);
        expect(response.json()).toEqual({
          code: 'INVALID_UNSUBSCRIBE_TOKEN',
          message: INVALID_UNSUBSCRIBE_LINK,
        });
      }
    }
    for (const url of [
      '/api/unsubscribe',
      '/api/unsubscribe?token=',
      '/api/unsubscribe?token=no-dot',
      `/api/unsubscribe?token=${'a'.repeat(600)}.b`,
    ]) {
      const response = await t.app.inject({ method: 'POST', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(await optOuts()).toEqual(before);
    expect((await prefs(user)).json()).toEqual(ALL_ON);
  });

  it('does not send mail of a kind switched off after it was queued, and still sends the others', async () => {
    const [creator, joiner, stranger] = await Promise.all([
      signUpPremium(t),
      signUpPremium(t),
      signUp(t.app),
    ]);
    await createRoutine(t, creator, 'Skip Test');
    await t.app.inject(
      as(joiner, {
        method: 'POST',
        url: `/api/stryds/join-routine/${creator.id}/${enc('Skip Test')}`,
        payload: {},
      }),
    );
    await follow(stranger, creator);
    // Queued first, switched off afterwards: the worker reads the switch when it sends.
    await save(creator, { 'new-follower': false });
    const result = await t.outbox.drainOutbox();
    expect(result).toMatchObject({ sent: 1, skipped: 1, retrying: 0, failed: 0 });
    expect(inbox.messages.map((m) => m.to)).toEqual([[creator.email]]);
    expect(inbox.messages[0]!.raw).toContain('joined your routine "Skip Test"');
    const rows = await t.context.database.db
      .selectFrom('email_outbox')
      .select(['kind', 'status', 'recipient_id'])
      .where('to_address', '=', creator.email)
      .orderBy('kind')
      .execute();
    expect(rows).toEqual([
      { kind: 'new-follower', status: 'skipped', recipient_id: creator.id },
      { kind: 'routine-joined', status: 'sent', recipient_id: creator.id },
    ]);
    // A skipped mail stays unsent even if the kind is switched on again.
    await save(creator, { 'new-follower': true });
    expect(await t.outbox.drainOutbox()).toMatchObject({ sent: 0, skipped: 0 });
  });

  it('keeps sending the other kind to someone who switched one off', async () => {
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await save(b, { 'routine-joined': false });
    await follow(a, b);
    expect(await t.outbox.drainOutbox()).toMatchObject({ sent: 1, skipped: 0 });
    expect(inbox.messages.map((m) => m.to)).toEqual([[b.email]]);
  });
});
