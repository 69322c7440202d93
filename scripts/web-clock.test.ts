import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const WALL_CLOCK = /\bDate\.now\(\)|new Date\(\)/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-helper/.test(name) ? [full] : [];
  });
}

describe('the web app reads product time from lib/clock.ts only (docs/engineering.md#one-clock)', () => {
  it('has no Date.now() or new Date() elsewhere in its source', () => {
    const readers = sources(join(root, 'apps/web/src'))
      .map((file) => relative(root, file))
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
