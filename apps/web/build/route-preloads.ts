import type { Plugin } from 'vite';
// By path, not the package name: Vite loads its config (and so this file) without the workspace's
// TypeScript packages, bundling only relative imports.
import { APP_ROUTE_PATTERNS, type AppRoutePattern } from '../../../packages/domain/src/navigation/app-routes';
import { ROUTE_PRELOADS_FILE } from '../../../packages/domain/src/navigation/route-preloads';
import { pageModulePath } from '../src/app/page-modules';

/** What the build knows of one output chunk. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** The module a dynamic import of this chunk loads (absolute path), if any. */
  facadeModuleId: string | null;
  /** Chunks this one imports statically: the browser needs them before it can run it. */
  imports: string[];
}

/**
 * For each screen, the script files its page needs that the entry does not bring: the page's chunk first,
 * then what it imports, as site paths. Screens whose page has no chunk of its own are left out.
 */
export function routePreloads(chunks: BuiltChunk[]): Partial<Record<AppRoutePattern, string[]>> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedFirst = new Set<string>();
  const collect = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) collect(imported, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, loadedFirst);

  const preloads: Partial<Record<AppRoutePattern, string[]>> = {};
  for (const pattern of APP_ROUTE_PATTERNS) {
    const modulePath = `/src/${pageModulePath(pattern)}`;
    const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(modulePath));
    if (!page) continue;
    const files = new Set<string>();
    collect(page.fileName, files);
    preloads[pattern] = [...files].filter((file) => !loadedFirst.has(file)).map((file) => `/${file}`);
  }
  return preloads;
}

/** Writes ROUTE_PRELOADS_FILE into the browser build, for the server to read at start. */
export function routePreloadsFile(): Plugin {
  return {
    name: 'stryd:route-preloads',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                facadeModuleId: output.facadeModuleId,
                imports: output.imports,
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(routePreloads(chunks), null, 2),
      });
    },
  };
}
