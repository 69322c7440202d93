import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { Inbox } from '../../test/smtp-inbox';
import { createRoutine, enc, signUpPremium } from '../../test/stryd-fixtures';
import {
  as,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { escapeHtml, followMail, joinMail } from './email.templates';
import { createOutboxWorker, drainOutbox, MAX_EMAIL_ATTEMPTS, retryDelayMs } from './outbox.service';

const HOUR = 60 * 60 * 1000;

describe.each(testDialects())('e-mail outbox on %s', (dialect) => {
  let t: TestApp;
  const inbox = new Inbox();
  let creator: SignedUpUser;
  let joiner: SignedUpUser;

  beforeAll(async () => {
    await inbox.start();
    t = await createTestApp(dialect, {
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      MAIL_FROM: 'Stryd Test <test@stryd.local>',
    });
    [creator, joiner] = await Promise.all([signUpPremium(t), signUpPremium(t)]);
  });
  afterAll(async () => {
    await t.close();
    await inbox.stop();
  });
  afterEach(() => {
    inbox.messages = [];
  });

  const outboxRows = () =>
    t.context.database.db.selectFrom('email_outbox').selectAll().orderBy('created_at').execute();

  it('tells the creator when someone joins their routine, with escaped names in the HTML', async () => {
    const name = 'Legs <b>&</b> Core';
    await createRoutine(t, creator, name);
    await t.app.inject(
      as(joiner, { method: 'POST', url: `/api/stryds/join-routine/${creator.id}/${enc(name)}`, payload: {} }),
    );
    // Queued in the same transaction, sent by the worker.
    expect((await outboxRows()).filter((r) => r.status === 'pending')).toHaveLength(1);
    const result = await t.outbox.drainOutbox();
    expect(result).toMatchObject({ sent: 1, retrying: 0, failed: 0 });

    expect(inbox.messages).toHaveLength(1);
    const mail = inbox.messages[0]!;
    expect(mail.to).toEqual([creator.email]);
    expect(mail.from).toBe('test@stryd.local');
    expect(mail.raw).toContain(`${joiner.username} just joined your routine "${name}"`);
    expect(mail.raw).toContain('Legs &lt;b&gt;&amp;&lt;/b&gt; Core');
    expect(mail.raw).not.toContain('<b>&</b> Core</strong>');
    expect(mail.raw).toContain(`http://localhost:3000/stryd/${creator.id}/${enc(name)}`);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, kind: 'routine-joined' });
    expect(row!.sent_at).not.toBeNull();
  });

  it('sends nothing for a repeated join or follow', async () => {
    await t.app.inject(
      as(joiner, {
        method: 'POST',
        url: `/api/stryds/join-routine/${creator.id}/${enc('Legs <b>&</b> Core')}`,
        payload: {},
      }),
    );
    expect(await t.outbox.drainOutbox()).toMatchObject({ sent: 0 });
    expect(inbox.messages).toHaveLength(0);
  });

  it('tells a user when someone follows them', async () => {
    const target = await signUp(t.app);
    await t.app.inject(as(joiner, { method: 'POST', url: `/api/users/${target.id}/follow`, payload: {} }));
    await t.outbox.drainOutbox();
    expect(inbox.messages).toHaveLength(1);
    expect(inbox.messages[0]!.to).toEqual([target.email]);
    expect(inbox.messages[0]!.raw).toContain(`${joiner.username} started following you`);
    expect(inbox.messages[0]!.raw).toContain(`http://localhost:3000/profile/${joiner.id}`);
  });

  it('keeps mail queued through an SMTP outage, backing off, and sends it when the server is back', async () => {
    const port = inbox.port;
    await inbox.stop();
    const target = await signUp(t.app);
    await t.app.inject(as(joiner, { method: 'POST', url: `/api/users/${target.id}/follow`, payload: {} }));
    const now = Date.now();
    expect(await t.outbox.drainOutbox({ now })).toMatchObject({ sent: 0, retrying: 1 });
    let row = (await outboxRows()).find((r) => r.to_address === target.email)!;
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Number(row.next_attempt_at)).toBe(now + retryDelayMs(1));

    // Not due yet: nothing is tried.
    expect(await t.outbox.drainOutbox({ now: now + 1000 })).toMatchObject({ sent: 0, retrying: 0 });
    // Still down at the next attempt: back-off doubles.
    const second = now + retryDelayMs(1);
    expect(await t.outbox.drainOutbox({ now: second })).toMatchObject({ retrying: 1 });
    row = (await outboxRows()).find((r) => r.to_address === target.email)!;
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(Number(row.next_attempt_at)).toBe(second + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    await inbox.start(port);
    expect(await t.outbox.drainOutbox({ now: now + HOUR })).toMatchObject({ sent: 1 });
    expect(inbox.messages.map((m) => m.to)).toEqual([[target.email]]);
    row = (await outboxRows()).find((r) => r.to_address === target.email)!;
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
  });

  it(`gives up after ${MAX_EMAIL_ATTEMPTS} failed attempts`, async () => {
    const port = inbox.port;
    await inbox.stop();
    const target = await signUp(t.app);
    await t.app.inject(as(creator, { method: 'POST', url: `/api/users/${target.id}/follow`, payload: {} }));
    let now = Date.now();
    for (let attempt = 1; attempt <= MAX_EMAIL_ATTEMPTS; attempt++) {
      const result = await t.outbox.drainOutbox({ now });
      expect(result).toMatchObject(attempt < MAX_EMAIL_ATTEMPTS ? { retrying: 1 } : { failed: 1 });
      now += 7 * 24 * HOUR;
    }
    const row = (await outboxRows()).find((r) => r.to_address === target.email)!;
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS });
    await inbox.start(port);
    expect(await t.outbox.drainOutbox({ now })).toMatchObject({ sent: 0 });
    expect(inbox.messages).toHaveLength(0);
  });

  it('polls on its own when started, and stops cleanly', async () => {
    const target = await signUp(t.app);
    await t.app.inject(as(creator, { method: 'POST', url: `/api/users/${target.id}/follow`, payload: {} }));
    const worker = createOutboxWorker(
      t.context.database.db,
      t.context.config.email,
      t.app.log,
      t.context.clock,
      20,
    );
    worker.start();
    await vi.waitFor(() => expect(inbox.messages.map((m) => m.to)).toEqual([[target.email]]), {
      timeout: 5000,
    });
    await worker.stop();
  });

  it('offers no endpoint to send arbitrary e-mail (the original POST /emails/send-email)', async () => {
    for (const url of ['/api/emails/send-email', '/emails/send-email']) {
      const response = await t.app.inject(
        as(creator, {
          method: 'POST',
          url,
          payload: { to: 'victim@example.test', from: 'ceo@example.test', subject: 'x', html: '<p>x</p>' },
        }),
      );
      expect(response.statusCode, url).toBe(404);
    }
  });

  const post = (user: SignedUpUser, url: string) =>
    t.app.inject(as(user, { method: 'POST', url, payload: {} }));
  const mailsTo = async (kind: string, to: string) =>
    (await outboxRows()).filter((r) => r.kind === kind && r.to_address === to);

  // Issue 12, defect 5: a follow/unfollow or leave/join loop mailed the other person every time.
  it('sends one follow mail per pair, however often they unfollow and follow again', async () => {
    const target = await signUp(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await post(joiner, `/api/users/${target.id}/follow`)).statusCode).toBe(200);
      expect((await post(joiner, `/api/users/${target.id}/unfollow`)).statusCode).toBe(200);
    }
    await post(joiner, `/api/users/${target.id}/follow`);
    expect(await mailsTo('new-follower', target.email)).toHaveLength(1);
    // Another follower is another pair.
    await post(creator, `/api/users/${target.id}/follow`);
    expect(await mailsTo('new-follower', target.email)).toHaveLength(2);
  });

  it('sends one follow mail per pair when follows and unfollows race', async () => {
    const target = await signUp(t.app);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(joiner, `/api/users/${target.id}/${i % 2 === 0 ? 'follow' : 'unfollow'}`),
      ),
    );
    await post(joiner, `/api/users/${target.id}/follow`);
    expect(await mailsTo('new-follower', target.email)).toHaveLength(1);
  });

  it('sends one join mail per routine, person and UTC day, however often they leave and join again', async () => {
    const owner = await signUpPremium(t);
    const name = 'Join Loop';
    await createRoutine(t, owner, name);
    const join = () => post(joiner, `/api/stryds/join-routine/${owner.id}/${enc(name)}`);
    const leave = () => post(joiner, `/api/stryds/leave-routine/${owner.id}/${enc(name)}`);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2031-03-04T23:58:00Z'));
      expect((await join()).statusCode).toBe(201);
      expect((await leave()).statusCode).toBe(200);
      expect((await join()).statusCode).toBe(201);
      await leave();
      await join();
      expect(await mailsTo('routine-joined', owner.email)).toHaveLength(1);

      // Past midnight UTC it is another day: one more mail, and again only one.
      vi.setSystemTime(new Date('2031-03-05T00:01:00Z'));
      await leave();
      expect((await join()).statusCode).toBe(201);
      await leave();
      await join();
      expect(await mailsTo('routine-joined', owner.email)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each(testDialects())('e-mail without SMTP_URL on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('keeps mail pending and says so in the log', async () => {
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await t.app.inject(as(a, { method: 'POST', url: `/api/users/${b.id}/follow`, payload: {} }));
    const info = vi.fn();
    const log = { info, warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    expect(await drainOutbox(t.context.database.db, null, log, t.context.clock.now().getTime())).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
      skipped: 0,
      waiting: 1,
    });
    expect(info).toHaveBeenCalledWith({ waiting: 1 }, expect.stringContaining('SMTP_URL is not set'));
    expect(await t.outbox.drainOutbox()).toMatchObject({ waiting: 1 });
    const rows = await t.context.database.db.selectFrom('email_outbox').selectAll().execute();
    expect(rows).toMatchObject([{ status: 'pending', attempts: 0, to_address: b.email }]);
  });
});

describe('e-mail templates', () => {
  const links = {
    recipientId: 'u1',
    pageUrl: 'http://x.test/unsubscribe?token=a.b',
    oneClickUrl: 'http://x.test/api/unsubscribe?token=a.b',
  };

  it('escapes HTML in every user-provided value', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const mail = joinMail({
      to: 'c@example.test',
      creatorName: '<i>c</i>',
      joinerName: 'j"oe',
      routineName: '<script>alert(1)</script>',
      routineUrl: 'http://x.test/stryd/1/a?b=1&c=2',
      unsubscribe: links,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<i>c</i>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('href="http://x.test/stryd/1/a?b=1&amp;c=2"');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it('keeps subjects on one line', () => {
    const mail = followMail({
      to: 'x@example.test',
      followeeName: 'x',
      followerName: 'evil\r\nBcc: victim@example.test',
      followerUrl: 'http://x.test',
      unsubscribe: links,
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('backs off exponentially, capped at 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30)).toBe(6 * HOUR);
  });
});

describe('e-mail settings', () => {
  const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/stryd-config-test' };

  it('defaults to no SMTP (outbox only) and a stryd.local sender', () => {
    expect(loadConfig(base).email).toEqual({ smtpUrl: null, from: 'Stryd <no-reply@stryd.local>' });
  });

  it('takes SMTP_URL and MAIL_FROM', () => {
    const config = loadConfig({
      ...base,
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Fit <hi@fit.test>',
    });
    expect(config.email).toEqual({ smtpUrl: 'smtps://u:p@mail.example.com:465', from: 'Fit <hi@fit.test>' });
  });

  it('stops on an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });
});
