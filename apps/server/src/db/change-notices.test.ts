import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../test/test-app';
import { createChangeNotices } from './change-notices';

/** The notices that carry sign-outs, inbox changes and finished sessions between app processes. */
describe.each(testDialects())('change notices on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('carries its payload to every listener until it unsubscribes; a failing listener stops nobody', async () => {
    const notices = createChangeNotices(t.context.database, t.context.config.database, `test_${dialect}`);
    try {
      const heard: string[] = [];
      notices.subscribe(() => {
        throw new Error('a listener that fails');
      });
      const stop = notices.subscribe((payload) => heard.push(payload));
      await expect(notices.publish('user-1')).resolves.toBeUndefined();
      expect(heard[0]).toBe('user-1');
      stop();
      await notices.publish('user-2');
      // On PostgreSQL the database echoes the first notice back later; the second never reaches here.
      await new Promise((done) => setTimeout(done, 200));
      expect(heard.every((payload) => payload === 'user-1')).toBe(true);
    } finally {
      await notices.close();
    }
  });
});
