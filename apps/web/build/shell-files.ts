import type { Plugin } from 'vite';

/**
 * Which built files make the offline app's shell: the entry with everything it imports (the first load),
 * plus the lazily loaded modules matching `lazy` with their imports, and the CSS they bring. The service
 * worker precaches only these (build/pwa.ts), so its install is a few dozen requests, mostly already in
 * the browser's cache, rather than every page's code at once; other chunks are kept as they are used.
 */
export function shellFiles(lazy: readonly RegExp[]): { plugin: Plugin; has: (file: string) => boolean } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'stryd:shell-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      files.clear();
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output]] : [],
        ),
      );
      const stack = [...chunks.values()]
        .filter((c) => c.isEntry || lazy.some((re) => c.facadeModuleId && re.test(c.facadeModuleId)))
        .map((c) => c.fileName);
      while (stack.length > 0) {
        const file = stack.pop() as string;
        if (files.has(file)) continue;
        files.add(file);
        const chunk = chunks.get(file);
        if (!chunk) continue;
        stack.push(...chunk.imports);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      }
    },
  };
  return { plugin, has: (file) => files.has(file) };
}
