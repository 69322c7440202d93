import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import { Inbox } from '../../test/smtp-inbox';
import { finishedBenchSession, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';
import { mailLinksOf } from '../email/mail-links';
import { queueDigests } from './digest.service';
import { DIGEST_WORDS } from './digest-lines';

/** Issue 33 item 4: e-mail is a daily digest at most, through the outbox, with its switches. */
describe.each(testDialects())('the daily notification digest on %s', (dialect) => {
  let t: TestApp;
  const smtp = new Inbox();
  const clock = fixedClock('2031-06-02T09:00:00Z');

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp(
      dialect,
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Stryd Test <test@stryd.local>' },
      { clock },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  /** Runs the digest job and the outbox at `at`, and answers with the digests that reached `user` then. */
  async function digestAt(at: string, user: SignedUpUser) {
    smtp.messages = [];
    clock.set(at);
    const result = await t.digest.runOnce();
    await t.outbox.drainOutbox();
    return {
      queued: result.queued,
      mails: smtp.messages.filter((m) => m.to.includes(user.email) && m.raw.includes('new notification')),
    };
  }

  const kudos = (fan: SignedUpUser, sessionId: string) =>
    injectAs(t.app, fan, 'PUT', `/api/history/sessions/${sessionId}/kudos`);

  async function ownerWithSession(at: string) {
    clock.set(at);
    const owner = await signUpPremium(t);
    const session = await finishedBenchSession(t, owner, { visibility: 'public' });
    return { owner, session };
  }

  it('sends one digest a day, from 17:00 UTC, grouping the day in words, with the inbox and unsubscribe links', async () => {
    const { owner, session } = await ownerWithSession('2031-06-02T09:00:00Z');
    const fans = [await signUpPremium(t), await signUpPremium(t), await signUpPremium(t)];
    const ana = await signUpPremium(t);
    clock.set('2031-06-02T10:00:00Z');
    for (const fan of fans) await kudos(fan, session.id);
    clock.set('2031-06-02T11:00:00Z');
    await kudos(ana, session.id);
    await injectAs(t.app, ana, 'POST', `/api/history/sessions/${session.id}/comments`, { body: 'Strong!' });

    expect((await digestAt('2031-06-02T16:59:00Z', owner)).mails).toEqual([]);
    const { mails } = await digestAt('2031-06-02T17:05:00Z', owner);
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw;
    expect(raw).toContain(DIGEST_WORDS.subject(5));
    expect(raw).toContain(DIGEST_WORDS.intro);
    expect(raw).toContain(`${ana.username} commented on ${session.name}`);
    expect(raw).toContain(`${ana.username} and 3 others gave kudos to ${session.name}`);
    expect(raw).toContain(`${DIGEST_WORDS.link}: http://localhost:3000/notifications`);
    expect(raw).toContain('http://localhost:3000/unsubscribe?token=');
    expect(raw).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/unsubscribe\?token=/);

    // Later that day: a new kudos waits for tomorrow's digest; nothing more goes out today, also for a
    // notification of before 17:00 that the first digest did not carry.
    const late = await signUpPremium(t);
    clock.set('2031-06-02T18:00:00Z');
    await kudos(late, session.id);
    const early = await signUpPremium(t);
    clock.set('2031-06-02T16:30:00Z');
    await kudos(early, session.id);
    expect((await digestAt('2031-06-02T19:00:00Z', owner)).mails).toEqual([]);
    expect((await digestAt('2031-06-02T23:59:00Z', owner)).mails).toEqual([]);

    const tomorrow = await digestAt('2031-06-03T17:01:00Z', owner);
    expect(tomorrow.mails).toHaveLength(1);
    expect(tomorrow.mails[0]!.raw).toContain(`${late.username} gave kudos to ${session.name}`);
    expect(tomorrow.mails[0]!.raw).not.toContain(ana.username);
  });

  it('leaves out what was read; sends nothing when nothing is left', async () => {
    const { owner, session } = await ownerWithSession('2031-06-05T09:00:00Z');
    const [giver, writer] = [await signUpPremium(t), await signUpPremium(t)];
    await kudos(giver, session.id);
    await injectAs(t.app, writer, 'POST', `/api/history/sessions/${session.id}/comments`, { body: 'Nice' });
    const inbox = (await injectAs(t.app, owner, 'GET', '/api/notifications')).json();
    const kudosId = inbox.items.find((n: { kind: string }) => n.kind === 'kudos').id;
    await injectAs(t.app, owner, 'POST', '/api/notifications/read', { ids: [kudosId] });

    const { mails } = await digestAt('2031-06-05T17:30:00Z', owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(`${writer.username} commented on ${session.name}`);
    expect(mails[0]!.raw).not.toContain(giver.username);

    const quiet = await ownerWithSession('2031-06-06T09:00:00Z');
    await kudos(giver, quiet.session.id);
    await injectAs(t.app, quiet.owner, 'POST', '/api/notifications/read', {});
    expect((await digestAt('2031-06-06T17:30:00Z', quiet.owner)).mails).toEqual([]);
  });

  it('sends nothing to whoever turned the digest off, unsubscribed, or turned off the kinds of the day', async () => {
    const day = '2031-06-08';
    const off = await ownerWithSession(`${day}T09:00:00Z`);
    const unsubscribed = await ownerWithSession(`${day}T09:00:00Z`);
    const kindOff = await ownerWithSession(`${day}T09:00:00Z`);
    const fan = await signUpPremium(t);
    await injectAs(t.app, off.owner, 'PUT', '/api/me/email-preferences', { 'notification-digest': false });
    const oneClick = new URL(
      mailLinksOf(t.context.config).unsubscribe(unsubscribed.owner.id, 'notification-digest').oneClickUrl,
    );
    const unsubscribe = await t.app.inject({ method: 'POST', url: `${oneClick.pathname}${oneClick.search}` });
    expect(unsubscribe.statusCode).toBe(200);
    await injectAs(t.app, kindOff.owner, 'PUT', '/api/me/notification-settings', { email: { kudos: false } });
    for (const { session } of [off, unsubscribed, kindOff]) await kudos(fan, session.id);

    for (const { owner } of [off, unsubscribed, kindOff])
      expect((await digestAt(`${day}T17:30:00Z`, owner)).mails).toEqual([]);
    // The kinds still on do go: kudos off by e-mail, a comment is still sent.
    clock.set(`${day}T16:00:00Z`);
    await injectAs(t.app, fan, 'POST', `/api/history/sessions/${kindOff.session.id}/comments`, {
      body: 'Hey',
    });
    const late = await digestAt(`${day}T17:40:00Z`, kindOff.owner);
    expect(late.mails).toHaveLength(1);
    expect(late.mails[0]!.raw).toContain(`${fan.username} commented on`);
    expect(late.mails[0]!.raw).not.toContain('gave kudos');
  });

  it('runs at the same time send it once (two app processes on PostgreSQL)', async () => {
    const { owner, session } = await ownerWithSession('2031-06-10T09:00:00Z');
    await kudos(await signUpPremium(t), session.id);
    clock.set('2031-06-10T17:02:00Z');
    const links = mailLinksOf(t.context.config);
    const runs = [
      queueDigests(t.context.database.db, links, clock.now()),
      queueDigests(t.context.database.db, links, clock.now()),
    ];
    // SQLite is one process (decision 001); PostgreSQL may have several.
    if (dialect === 'postgres') runs.push((await t.secondInstance()).digest.runOnce());
    const results = await Promise.all(runs);
    expect(results.reduce((sum, r) => sum + r.queued, 0)).toBe(1);
    const { mails } = await digestAt('2031-06-10T17:03:00Z', owner);
    expect(mails).toHaveLength(1);
  });
});
