import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** One import found in a source file, resolved to a repository-relative path when it is relative. */
export interface ImportEdge {
  from: string;
  specifier: string;
  target: string | null;
}

const IMPORT_PATTERN = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

export function importsUnder(root: string, dir: string): ImportEdge[] {
  return walk(join(root, dir)).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(IMPORT_PATTERN)].map((match) => {
      const specifier = (match[1] ?? match[2])!;
      const target = specifier.startsWith('.') ? relative(root, resolve(dirname(file), specifier)) : null;
      return { from: relative(root, file), specifier, target };
    });
  });
}

/** The feature folder a web path belongs to, e.g. apps/web/src/features/auth/… → 'auth'. */
export function featureOf(path: string): string | null {
  const parts = path.split(sep);
  const at = parts.indexOf('features');
  return at >= 0 && parts[at - 2] === 'web' ? (parts[at + 1] ?? null) : null;
}

/** DESIGN §2 on the web: features do not import each other (the app layer composes them). */
export function crossFeatureImports(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => {
    const from = featureOf(edge.from);
    const to = edge.target ? featureOf(edge.target) : null;
    return from !== null && to !== null && from !== to;
  });
}

/** DESIGN §2 on the server: routes → service → repository; routes never reach a repository directly. */
export function routesSkippingServices(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => /\.routes\.ts$/.test(edge.from) && /\.repository$/.test(edge.specifier));
}

/** Repositories are the bottom layer: they never import services or routes. */
export function repositoriesImportingUpwards(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter(
    (edge) => /\.repository\.ts$/.test(edge.from) && /\.(service|routes)$/.test(edge.specifier),
  );
}
