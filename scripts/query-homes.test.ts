import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { queriesOutsideRepositories } from './query-homes';

const root = resolve(import.meta.dirname, '..');

describe('queries live in repositories (docs/engineering.md#import-boundaries)', () => {
  it('finds no query builder call or sql tag in server code outside repositories and src/db', () => {
    expect(queriesOutsideRepositories(root, 'apps/server/src')).toEqual([]);
  });

  it('finds one planted in a service, and leaves repositories, src/db, tests and comments alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'query-homes-'));
    const module = join(dir, 'src/modules/kudos');
    mkdirSync(module, { recursive: true });
    mkdirSync(join(dir, 'src/db'));
    const query = "await db.selectFrom('kudos').selectAll().execute();";
    writeFileSync(join(module, 'kudos.service.ts'), `// db.selectFrom('x') in a comment\n${query}\n`);
    writeFileSync(join(module, 'kudos.repository.ts'), query);
    writeFileSync(join(module, 'kudos.test.ts'), query);
    writeFileSync(join(dir, 'src/db/fragments.ts'), 'export const yes = sql`1`;');
    writeFileSync(join(module, 'kudos.routes.ts'), 'const n = sql<number>`count(*)`;');
    expect(queriesOutsideRepositories(dir, 'src')).toEqual([
      'src/modules/kudos/kudos.routes.ts:1',
      'src/modules/kudos/kudos.service.ts:2',
    ]);
  });
});
