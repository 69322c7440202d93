import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFilesUnder } from './boundaries';

const root = resolve(import.meta.dirname, '..');
const WALL_CLOCK = /\bDate\.now\(\)|new Date\(\)/;

describe('the web app reads product time from lib/clock.ts only (docs/engineering.md#one-clock)', () => {
  it('has no Date.now() or new Date() elsewhere in its source', () => {
    const readers = sourceFilesUnder(join(root, 'apps/web/src'))
      .map((file) => relative(root, file))
      .filter((path) => !path.split(sep).includes('test') && !/\.test\.tsx?$|test-helper/.test(path))
      .filter((path) => path !== join('apps', 'web', 'src', 'lib', 'clock.ts'))
      .flatMap((path) =>
        readFileSync(join(root, path), 'utf8')
          .split('\n')
          .flatMap((line, at) => (WALL_CLOCK.test(line) ? [`${path}:${at + 1}`] : [])),
      );
    expect(readers).toEqual([]);
    // The rule's own home reads it: a check that matched nothing anywhere would pass anything.
    expect(readFileSync(join(root, 'apps/web/src/lib/clock.ts'), 'utf8')).toMatch(WALL_CLOCK);
  });
});
