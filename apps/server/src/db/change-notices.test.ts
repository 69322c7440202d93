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
      // On PostgreSQL the database echoes each notice back: told here at once, the echo is not told again.
      await new Promise((done) => setTimeout(done, 200));
      expect(heard).toEqual(['user-1']);
    } finally {
      await notices.close();
    }
  });

  it.runIf(dialect === 'postgres')(
    'another process hears each notice once, with its payload as sent',
    async () => {
      const name = `pair_${dialect}`;
      const [here, there] = [0, 1].map(() =>
        createChangeNotices(t.context.database, t.context.config.database, name),
      ) as [ReturnType<typeof createChangeNotices>, ReturnType<typeof createChangeNotices>];
      try {
        const heard: string[] = [];
        there.subscribe((payload) => heard.push(payload));
        for (let i = 0; i < 50 && !(here.live && there.live); i += 1)
          await new Promise((done) => setTimeout(done, 20));
        await here.publish('user 1');
        for (let i = 0; i < 50 && heard.length === 0; i += 1)
          await new Promise((done) => setTimeout(done, 20));
        await new Promise((done) => setTimeout(done, 100));
        expect(heard).toEqual(['user 1']);
      } finally {
        await Promise.all([here.close(), there.close()]);
      }
    },
  );
});
