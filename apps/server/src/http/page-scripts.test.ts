import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

interface ManifestRoute {
  module: string;
  imports?: string[];
}
interface RouteManifest {
  entry: ManifestRoute;
  routes: Record<string, ManifestRoute>;
}

/**
 * The scripts a page of the real web build (test/web-build.ts) names to run: the entry, the document, the
 * frame and the screen's route module, with what each imports, as React Router's route manifest lists them.
 */
describe('the scripts a page names', () => {
  const client = join(inject('strydWebDistDir'), 'client');
  const manifestFile = readdirSync(join(client, 'assets')).find((file) => /^manifest-.*\.js$/.test(file));
  const source = readFileSync(join(client, 'assets', manifestFile!), 'utf8');
  const manifest = JSON.parse(
    source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1),
  ) as RouteManifest;
  const scriptsOf = (screen: string) => {
    const parts = [manifest.entry, ...['root', 'app/shell', screen].map((id) => manifest.routes[id]!)];
    return [...new Set(parts.flatMap((part) => [part.module, ...(part.imports ?? [])]))];
  };
  const holdsZod = (file: string) => readFileSync(join(client, file), 'utf8').includes('ZodError');

  it('finds zod where a page validates with it (the check can see it)', () => {
    expect(scriptsOf('routes/settings').some(holdsZod)).toBe(true);
  });

  // None of these validates with zod; the routine page once got it (22 KiB brotli, a seventh of its
  // scripts) through a constant kept in a schema module (docs/performance.md, "History's code fetched
  // ahead, zod off the routine page").
  it.each(['routes/routine', 'routes/home', 'routes/history'])('%s names no zod', (screen) => {
    expect(scriptsOf(screen).filter(holdsZod)).toEqual([]);
  });

  // The exercise library (~125 KiB before compression) belongs to the library's own pages. A message kept
  // beside it once brought it into the shared app code, onto every page (decision 048's swap messages).
  const holdsLibrary = (file: string) =>
    readFileSync(join(client, file), 'utf8').includes('Dumbbell Bench Press');

  it('finds the library where a page shows it (the check can see it)', () => {
    expect(scriptsOf('routes/exercises').some(holdsLibrary)).toBe(true);
  });

  it.each(['routes/routine', 'routes/home', 'routes/history', 'routes/welcome'])(
    '%s names no exercise library',
    (screen) => {
      expect(scriptsOf(screen).filter(holdsLibrary)).toEqual([]);
    },
  );
});
