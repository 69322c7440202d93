import type { Plugin } from 'vite';

/**
 * Which built files make the offline app's shell: the chunks of the modules matching `modules` (the
 * client entry, the root and layout routes, the routine screen, the offline code) with everything they
 * import, and the CSS and files they bring. In framework mode every route module is an entry of the client build, so
 * entries are not taken as such: only what `modules` names. The service worker precaches only these
 * (build/pwa.ts), so its install is a few dozen requests, mostly already in the browser's cache, rather
 * than every screen's code at once; other chunks are kept as they are used.
 */
export function shellFiles(modules: readonly RegExp[]): { plugin: Plugin; has: (file: string) => boolean } {
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
        .filter((c) => modules.some((re) => c.facadeModuleId && re.test(c.facadeModuleId)))
        .map((c) => c.fileName);
      while (stack.length > 0) {
        const file = stack.pop() as string;
        if (files.has(file)) continue;
        files.add(file);
        const chunk = chunks.get(file);
        if (!chunk) continue;
        stack.push(...chunk.imports);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        // Files a module names by address (`?url`): the root's stylesheet.
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
      }
    },
  };
  return { plugin, has: (file) => files.has(file) };
}
