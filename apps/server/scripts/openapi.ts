import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, renderOpenApi } from '../src/openapi/openapi-document';
import { createTestApp } from '../src/test/test-app';

/** `npm run openapi`: regenerates docs/openapi.json from the zod route schemas. */
const t = await createTestApp('sqlite');
try {
  await t.app.ready();
  writeFileSync(OPENAPI_FILE, renderOpenApi(t.app));
  console.info(`Wrote ${OPENAPI_FILE}`);
} finally {
  await t.close();
}
