import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, type TestClock } from '../../clock';
import { finishedBenchSession, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';
import { FEED_WINDOWS_MS } from './feed.service';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The feed reads a recent window first (decision 034): pages that reach past it, or a window that holds
 * less than a page, still come out whole and in order.
 */
describe.each(testDialects())('the feed across its window on %s', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  const start = Date.UTC(2026, 0, 1, 12);

  async function finishedAt(owner: SignedUpUser, at: number): Promise<string> {
    clock.set(at);
    return (await finishedBenchSession(t, owner)).id;
  }

  beforeAll(async () => {
    clock = fixedClock(start);
    t = await createTestApp(dialect, {}, { clock });
  });
  afterAll(async () => t.close());

  it('pages through sessions weeks apart, and a window of only a few, each once and newest first', async () => {
    const [viewer, friend] = [await signUpPremium(t), await signUpPremium(t)];
    await injectAs(t.app, friend, 'PUT', '/api/me/session-visibility', { visibility: 'followers' });
    await injectAs(t.app, viewer, 'POST', `/api/users/${friend.id}/follow`, {});
    const made: string[] = [];
    // Spread over more than the widest window, then three within the last day: each window holds some.
    const widest = FEED_WINDOWS_MS.at(-1)!;
    for (const [i, owner] of [viewer, friend, viewer, friend].entries())
      made.push(await finishedAt(owner, start + (i * widest) / 2));
    const late = start + 3 * widest;
    for (const [i, owner] of [friend, viewer, friend].entries())
      made.push(await finishedAt(owner, late + (i * DAY) / 10));
    clock.set(late + DAY);

    for (const limit of [1, 2, 4, 10]) {
      const seen: string[] = [];
      let query = `?limit=${limit}`;
      for (let page = 0; page < 20; page += 1) {
        const answer = (await injectAs(t.app, viewer, 'GET', `/api/feed${query}`)).json();
        // Only the sessions: each comes with its own routine's card (decision 038).
        seen.push(
          ...answer.items.flatMap((card: { id: string; kind: string }) =>
            card.kind === 'session' ? [card.id] : [],
          ),
        );
        if (!answer.next) break;
        query = `?limit=${limit}&after=${encodeURIComponent(answer.next)}`;
      }
      expect(seen, `pages of ${limit}`).toEqual([...made].reverse());
    }
  });
});
