import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  crossFeatureImports,
  type ImportEdge,
  importsUnder,
  repositoriesImportingUpwards,
  routesSkippingServices,
} from './boundaries';

const root = resolve(import.meta.dirname, '..');
const show = (edges: ImportEdge[]) => edges.map((e) => `${e.from} → ${e.specifier}`);

describe('architecture boundaries (DESIGN §2)', () => {
  it('web features do not import each other', () => {
    expect(show(crossFeatureImports(importsUnder(root, 'apps/web/src')))).toEqual([]);
  });

  it('server routes go through services, repositories never import upwards', () => {
    const edges = importsUnder(root, 'apps/server/src');
    expect(show(routesSkippingServices(edges))).toEqual([]);
    expect(show(repositoriesImportingUpwards(edges))).toEqual([]);
  });

  it('domain imports neither app', () => {
    const edges = importsUnder(root, 'packages/domain/src');
    expect(show(edges.filter((e) => /apps[/\\]|@stryd\/(web|server)/.test(e.target ?? e.specifier)))).toEqual(
      [],
    );
  });

  it('the checks catch a violation when one exists', () => {
    const edges: ImportEdge[] = [
      {
        from: 'apps/web/src/features/auth/pages/login.tsx',
        specifier: '../../people/x',
        target: 'apps/web/src/features/people/x',
      },
      { from: 'apps/server/src/modules/a/a.routes.ts', specifier: './a.repository', target: null },
      { from: 'apps/server/src/modules/a/a.repository.ts', specifier: './a.service', target: null },
    ];
    expect(crossFeatureImports(edges)).toHaveLength(1);
    expect(routesSkippingServices(edges)).toHaveLength(1);
    expect(repositoriesImportingUpwards(edges)).toHaveLength(1);
  });
});
