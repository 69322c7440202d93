import { writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export interface ChunkReport {
  file: string;
  entry: boolean;
  /** Chunks this one imports statically: the browser loads them with it. */
  imports: string[];
  dynamicImports: string[];
  bytes: number;
  /** Rendered bytes per source package (or app folder), largest first. */
  sources: [string, number][];
  /** Rendered bytes per module of this repository (packages are summed in `sources`). */
  ownModules: [string, number][];
}

/** The package a module belongs to, or its folder in this repository. */
function sourceOf(id: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inPackage) return inPackage[1]!;
  const inRepo = /(apps\/web\/src\/(?:features\/[^/]+|[^/]+)|packages\/domain\/src\/[^/]+)/.exec(id);
  return inRepo ? inRepo[1]! : id;
}

/**
 * With BUNDLE_REPORT=<file>, writes what each output chunk holds (bytes per package or app folder) and how
 * chunks import each other, so `npm run bench:web` can say what a page's first load carries and why.
 */
export function bundleReport(target = process.env.BUNDLE_REPORT): Plugin {
  return {
    name: 'stryd:bundle-report',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      if (!target) return;
      const chunks: ChunkReport[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const bySource = new Map<string, number>();
        const ownModules: [string, number][] = [];
        for (const [id, module] of Object.entries(output.modules)) {
          const key = sourceOf(id);
          bySource.set(key, (bySource.get(key) ?? 0) + module.renderedLength);
          if (!id.includes('node_modules') && module.renderedLength > 0)
            ownModules.push([key === id ? id : id.slice(id.indexOf(key)), module.renderedLength]);
        }
        chunks.push({
          file: output.fileName,
          entry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          bytes: output.code.length,
          sources: [...bySource].sort((a, b) => b[1] - a[1]),
          ownModules: ownModules.sort((a, b) => b[1] - a[1]),
        });
      }
      writeFileSync(target, JSON.stringify(chunks, null, 2));
    },
  };
}
