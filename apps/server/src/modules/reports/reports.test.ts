import { REPORT_REASON_MAX_LENGTH, SAFETY_MESSAGES } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_USAGE, reportsCommand } from '../../admin/reports-command';
import { pausableClock } from '../../clock';
import { withinOneClockHour } from '../../test/one-clock-hour';
import { finishedBenchSession, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';
import { REPORTS_PER_HOUR, reportsRateLimited } from './reports.service';

/** Issue 33 item 6: reporting a session or a comment, and the operator's `npm run admin -- reports`. */
describe.each(testDialects())('reports on %s', (dialect) => {
  const clock = pausableClock();
  let t: TestApp;

  const reportOf = (viewer: SignedUpUser, body: Record<string, unknown>) =>
    injectAs(t.app, viewer, 'POST', '/api/reports', body);
  const admin = (...args: string[]) => reportsCommand(t.context.database.db, args, t.context.clock.now());
  /** The open reports of one session, oldest first. */
  const openIds = async (sessionId: string) =>
    (
      await t.context.database.db
        .selectFrom('reports')
        .select('id')
        .where('session_id', '=', sessionId)
        .where('resolved_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    ).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
  });
  afterAll(async () => t.close());

  it('keeps a report of a session and of a comment for the operator, once while open', async () => {
    expect(await admin()).toEqual(['No open reports.']);
    const [owner, fan, troll] = await Promise.all([signUpPremium(t), signUpPremium(t), signUpPremium(t)]);
    const session = await finishedBenchSession(t, owner, { visibility: 'public' });
    const comment = (
      await injectAs(t.app, troll, 'POST', `/api/history/sessions/${session.id}/comments`, {
        body: 'You are weak',
      })
    ).json();

    const first = await reportOf(fan, { sessionId: session.id, commentId: comment.id, reason: ' Rude\r\n ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: SAFETY_MESSAGES.reported });
    expect((await reportOf(fan, { sessionId: session.id, commentId: comment.id })).statusCode).toBe(200);
    expect((await reportOf(troll, { sessionId: session.id })).statusCode).toBe(200);

    const listed = await admin();
    expect(listed[0]).toBe('2 open reports, oldest first:');
    expect(listed[1]).toContain(
      `comment by ${troll.username} (session ${session.id}), reported by ${fan.username} because "Rude": "You are weak"`,
    );
    expect(listed[2]).toContain(`session by ${owner.username}`);
    expect(listed[2]).toContain(session.name);
  });

  it('hide deletes a reported comment and keeps a reported session to its owner; dismiss changes nothing', async () => {
    const [owner, fan, stranger] = await Promise.all([signUpPremium(t), signUpPremium(t), signUpPremium(t)]);
    const session = await finishedBenchSession(t, owner, { visibility: 'public' });
    const comments = `/api/history/sessions/${session.id}/comments`;
    const comment = (await injectAs(t.app, stranger, 'POST', comments, { body: 'Spam spam' })).json();
    await reportOf(fan, { sessionId: session.id, commentId: comment.id });
    await reportOf(owner, { sessionId: session.id, commentId: comment.id });
    const [commentReport, again] = await openIds(session.id);
    expect(await admin('hide', commentReport!)).toEqual([
      `Report ${commentReport} resolved: hidden (and 1 other report of the same).`,
    ]);
    expect((await injectAs(t.app, owner, 'GET', comments)).json().comments).toEqual([]);
    expect(await openIds(session.id)).toEqual([]);
    await expect(admin('dismiss', again!)).rejects.toThrow(`No open report '${again}'.`);

    await reportOf(stranger, { sessionId: session.id, reason: 'Fake' });
    const [sessionReport] = await openIds(session.id);
    expect(await admin('dismiss', sessionReport!)).toEqual([`Report ${sessionReport} dismissed.`]);
    expect((await injectAs(t.app, stranger, 'GET', `/api/history/sessions/${session.id}`)).statusCode).toBe(
      200,
    );

    await reportOf(stranger, { sessionId: session.id });
    const [hidden] = await openIds(session.id);
    await admin('hide', hidden!);
    expect((await injectAs(t.app, stranger, 'GET', `/api/history/sessions/${session.id}`)).statusCode).toBe(
      403,
    );
    expect((await injectAs(t.app, owner, 'GET', `/api/history/sessions/${session.id}`)).statusCode).toBe(200);
    expect(await openIds(session.id)).toEqual([]);
    await expect(admin('remove', hidden!)).rejects.toThrow(REPORTS_USAGE);
  });

  it('refuses your own, what you may not see, a comment of another session, too long a reason, and past the hourly limit', () =>
    withinOneClockHour(clock, async () => {
      const [owner, other, stranger] = await Promise.all([
        signUpPremium(t),
        signUpPremium(t),
        signUpPremium(t),
      ]);
      const open = await finishedBenchSession(t, owner, { visibility: 'public' });
      const mine = await reportOf(owner, { sessionId: open.id });
      expect(mine.statusCode).toBe(400);
      expect(mine.json().message).toBe(SAFETY_MESSAGES.reportOwn);
      const closed = await finishedBenchSession(t, other, { visibility: 'only-me' });
      expect((await reportOf(stranger, { sessionId: closed.id })).statusCode).toBe(403);
      expect((await reportOf(stranger, { sessionId: 'no-such-session' })).statusCode).toBe(404);
      const elsewhere = (
        await injectAs(t.app, other, 'POST', `/api/history/sessions/${open.id}/comments`, { body: 'Hi' })
      ).json();
      const otherOpen = await finishedBenchSession(t, other, { visibility: 'public' });
      expect(
        (await reportOf(stranger, { sessionId: otherOpen.id, commentId: elsewhere.id })).statusCode,
      ).toBe(404);
      const long = await reportOf(stranger, {
        sessionId: open.id,
        reason: 'x'.repeat(REPORT_REASON_MAX_LENGTH + 1),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe(SAFETY_MESSAGES.reportTooLong);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/reports', payload: { sessionId: open.id } }))
          .statusCode,
      ).toBe(401);

      for (let i = 0; i < REPORTS_PER_HOUR; i++) await reportOf(stranger, { sessionId: open.id });
      const limited = await reportOf(stranger, { sessionId: open.id });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(new RegExp(`^${reportsRateLimited(1).split('.')[0]}\\.`));
    }));
});
