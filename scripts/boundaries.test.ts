import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  crossFeatureImports,
  type ImportEdge,
  importsUnder,
  repositoriesImportingUpwards,
  routesSkippingServices,
  testDataOutsideTests,
  unlistedRepositoryEdges,
  unusedRepositoryEdges,
} from './boundaries';

const root = resolve(import.meta.dirname, '..');
const show = (edges: ImportEdge[]) => edges.map((e) => `${e.from} → ${e.specifier}`);

describe('architecture boundaries', () => {
  it('web features do not import each other', () => {
    expect(show(crossFeatureImports(importsUnder(root, 'apps/web/src')))).toEqual([]);
  });

  it('server routes go through services, repositories never import upwards', () => {
    const edges = importsUnder(root, 'apps/server/src');
    expect(show(routesSkippingServices(edges))).toEqual([]);
    expect(show(repositoriesImportingUpwards(edges))).toEqual([]);
  });

  it("server code reaches another module's repository only through the listed edges (decision 024)", () => {
    const edges = importsUnder(root, 'apps/server/src');
    expect(show(unlistedRepositoryEdges(edges))).toEqual([]);
    expect(unusedRepositoryEdges(edges).map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it('domain imports neither app', () => {
    const edges = importsUnder(root, 'packages/domain/src');
    expect(show(edges.filter((e) => /apps[/\\]|@stryd\/(web|server)/.test(e.target ?? e.specifier)))).toEqual(
      [],
    );
  });

  it('only tests import the domain test data (@stryd/domain/testing and its fixtures)', () => {
    const edges = ['apps', 'bench/src', 'packages/domain/src'].flatMap((dir) => importsUnder(root, dir));
    expect(show(testDataOutsideTests(edges))).toEqual([]);
    // The check sees the imports it is there for.
    expect(edges.some((e) => e.specifier === '@stryd/domain/testing')).toBe(true);
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
      { from: 'apps/web/src/lib/a.ts', specifier: '@stryd/domain/testing', target: null },
      { from: 'apps/web/src/lib/a.test.ts', specifier: '@stryd/domain/testing', target: null },
      {
        from: 'packages/domain/src/index.ts',
        specifier: './ai-reply/reply-corpus.fixtures',
        target: 'packages/domain/src/ai-reply/reply-corpus.fixtures',
      },
      {
        from: 'packages/domain/src/testing.ts',
        specifier: './ai-reply/reply-corpus.fixtures',
        target: 'packages/domain/src/ai-reply/reply-corpus.fixtures',
      },
    ];
    expect(crossFeatureImports(edges)).toHaveLength(1);
    expect(routesSkippingServices(edges)).toHaveLength(1);
    expect(repositoriesImportingUpwards(edges)).toHaveLength(1);
    expect(testDataOutsideTests(edges).map((e) => e.from)).toEqual([
      'apps/web/src/lib/a.ts',
      'packages/domain/src/index.ts',
    ]);
  });

  it('the module-edge check catches an unlisted edge and lets listed and type-only ones through', () => {
    const edge = (from: string, target: string, typeOnly = false): ImportEdge => ({
      from: `apps/server/src/${from}`,
      specifier: target,
      target: `apps/server/src/${target}`,
      typeOnly,
    });
    const edges = [
      edge('modules/a/a.service.ts', 'modules/b/b.repository'),
      edge('modules/a/a.repository.ts', 'modules/users/users.repository'),
      edge('modules/a/a.service.ts', 'modules/users/users.repository'),
      edge('modules/c/c.service.ts', 'modules/b/b.repository'),
      edge('modules/a/a.service.ts', 'modules/d/d.repository', true),
      edge('modules/a/a.test.ts', 'modules/d/d.repository'),
      edge('modules/b/b.service.ts', 'modules/b/b.repository'),
    ];
    const allowed = [
      { from: 'any service', to: 'users/users.repository', why: '' },
      { from: 'c', to: 'b/b.repository', why: '' },
      { from: 'e', to: 'b/b.repository', why: '' },
    ];
    expect(unlistedRepositoryEdges(edges, allowed).map((e) => e.from)).toEqual([
      'apps/server/src/modules/a/a.service.ts',
      'apps/server/src/modules/a/a.repository.ts',
    ]);
    expect(unusedRepositoryEdges(edges, allowed).map((e) => e.from)).toEqual(['e']);
  });
});
