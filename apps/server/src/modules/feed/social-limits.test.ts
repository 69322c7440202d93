import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, pausableClock } from '../../clock';
import { middleOfClockHour, withinOneClockHour } from '../../test/one-clock-hour';
import { finishedBenchSession, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type TestApp, testDialects } from '../../test/test-app';
import { FOLLOWS_PER_HOUR, followsRateLimited } from '../follows/follows.service';
import { KUDOS_PER_HOUR, kudosRateLimited } from '../kudos/kudos.service';

/** Issue 33 item 6: kudos and follows have hourly limits, answered with the usual 429 that changes nothing. */
describe.each(testDialects())('social rate limits on %s', (dialect) => {
  const clock = pausableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
  });
  afterAll(async () => t.close());

  it(`${KUDOS_PER_HOUR} kudos an hour, then 429 and no kudos given`, () =>
    withinOneClockHour(clock, async () => {
      const [owner, fan] = [await signUpPremium(t), await signUpPremium(t)];
      const [first, second] = [
        (await finishedBenchSession(t, owner, { visibility: 'public' })).id,
        (await finishedBenchSession(t, owner)).id,
      ];
      for (let i = 0; i < KUDOS_PER_HOUR; i += 1) {
        const given = await injectAs(t.app, fan, 'PUT', `/api/history/sessions/${first}/kudos`);
        expect(given.statusCode).toBe(200);
      }
      const refused = await injectAs(t.app, fan, 'PUT', `/api/history/sessions/${second}/kudos`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('KUDOS_RATE_LIMITED');
      const minutes = Number(/in (\d+) minutes?\.$/.exec(refused.json().message)?.[1]);
      expect(refused.json().message).toBe(kudosRateLimited(minutes));
      expect(kudosRateLimited(2)).toBe(
        'You can give kudos 300 times an hour. Please try again in 2 minutes.',
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const list = await injectAs(t.app, owner, 'GET', `/api/history/sessions/${second}/kudos`);
      expect(list.json().people).toEqual([]);
    }));

  it('KUDOS_LIMIT_PER_HOUR sets another hourly limit, said in the 429', async () => {
    const other = await createTestApp(
      dialect,
      { KUDOS_LIMIT_PER_HOUR: '2' },
      { clock: fixedClock(middleOfClockHour(Date.now())) },
    );
    try {
      const [owner, fan] = [await signUpPremium(other), await signUpPremium(other)];
      const session = (await finishedBenchSession(other, owner, { visibility: 'public' })).id;
      for (let i = 0; i < 2; i += 1) {
        const given = await injectAs(other.app, fan, 'PUT', `/api/history/sessions/${session}/kudos`);
        expect(given.statusCode).toBe(200);
      }
      const refused = await injectAs(other.app, fan, 'PUT', `/api/history/sessions/${session}/kudos`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^You can give kudos 2 times an hour\. Please try again in \d+ minutes?\.$/,
      );
    } finally {
      await other.close();
    }
  });

  it('COMMENT_LIMIT_PER_HOUR sets another hourly limit, said in the 429', async () => {
    const stopped = fixedClock(middleOfClockHour(Date.now()));
    const other = await createTestApp(dialect, { COMMENT_LIMIT_PER_HOUR: '2' }, { clock: stopped });
    try {
      const [owner, fan] = [await signUpPremium(other), await signUpPremium(other)];
      const session = (await finishedBenchSession(other, owner, { visibility: 'public' })).id;
      const url = `/api/history/sessions/${session}/comments`;
      for (let i = 0; i < 2; i += 1) {
        // A second apart, so the thread's order is theirs.
        stopped.advance(1000);
        expect((await injectAs(other.app, fan, 'POST', url, { body: `nice ${i}` })).statusCode).toBe(201);
      }
      const refused = await injectAs(other.app, fan, 'POST', url, { body: 'one more' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^You can post 2 comments an hour\. Please try again in \d+ minutes?\.$/,
      );
      const kept = await injectAs(other.app, owner, 'GET', url);
      expect(kept.json().comments.map((c: { body: string }) => c.body)).toEqual(['nice 0', 'nice 1']);
    } finally {
      await other.close();
    }
  });

  it(`${FOLLOWS_PER_HOUR} follows an hour, then 429 and no follow`, () =>
    withinOneClockHour(clock, async () => {
      const [follower, target, other] = [
        await signUpPremium(t),
        await signUpPremium(t),
        await signUpPremium(t),
      ];
      for (let i = 0; i < FOLLOWS_PER_HOUR; i += 1)
        expect(
          (await injectAs(t.app, follower, 'POST', `/api/users/${target.id}/follow`, {})).statusCode,
        ).toBe(200);
      const refused = await injectAs(t.app, follower, 'POST', `/api/users/${other.id}/follow`, {});
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('FOLLOW_RATE_LIMITED');
      const minutes = Number(/in (\d+) minutes?\.$/.exec(refused.json().message)?.[1]);
      expect(refused.json().message).toBe(followsRateLimited(minutes));
      expect(followsRateLimited(1)).toBe('You can follow 100 people an hour. Please try again in 1 minute.');
      const followed = await t.context.database.db
        .selectFrom('follows')
        .select('followee_id')
        .where('follower_id', '=', follower.id)
        .execute();
      expect(followed).toEqual([{ followee_id: target.id }]);
    }));
});
