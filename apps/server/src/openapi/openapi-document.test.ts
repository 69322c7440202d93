import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { OPENAPI_FILE, renderOpenApi } from './openapi-document';

describe('the committed OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.ready();
  });
  afterAll(async () => t.close());

  it('matches the routes (run `npm run openapi` after changing a route schema)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(renderOpenApi(t.app));
  });
});
