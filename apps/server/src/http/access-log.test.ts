import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../test/test-app';

/** An app whose log lines (at `info`) are kept here, one parsed object a line. */
async function appWithLog(dialect: Parameters<typeof createTestApp>[0]) {
  const lines: Record<string, unknown>[] = [];
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const t = await createTestApp(dialect, { LOG_LEVEL: 'info' }, { logStream });
  return { t, lines };
}

/** Operators read one access line per request: what was asked, the answer's status and the time taken. */
describe.each(testDialects())('the access log (%s)', (dialect) => {
  let t: TestApp;
  let lines: Record<string, unknown>[];
  beforeAll(async () => {
    ({ t, lines } = await appWithLog(dialect));
  });
  afterAll(async () => t.close());

  it('writes one line a request, with the request, its status and its time, and no cookie', async () => {
    lines.length = 0;
    const answered = await t.app.inject({ method: 'GET', url: '/api/health', headers: { cookie: 'a=b' } });
    const refused = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect([answered.statusCode, refused.statusCode]).toEqual([200, 404]);
    const access = lines.filter((line) => line.req !== undefined || line.res !== undefined);
    expect(access).toHaveLength(2);
    expect(
      access.map((line) => [
        line.msg,
        (line.req as { url: string }).url,
        (line.res as { statusCode: number }).statusCode,
      ]),
    ).toEqual([
      ['request completed', '/api/health', 200],
      ['request completed', '/api/no-such-thing', 404],
    ]);
    for (const line of access) {
      expect(line.req).toMatchObject({ method: 'GET', remoteAddress: '127.0.0.1' });
      expect(line.responseTime).toEqual(expect.any(Number));
    }
    expect(JSON.stringify(access)).not.toContain('a=b');
  });
});
