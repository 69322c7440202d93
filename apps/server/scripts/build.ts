import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * Bundles the server (and the workspace `domain` source it imports) into dist/main.js.
 * Real npm dependencies stay external and load from node_modules.
 */
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@stryd/'));

await build({
  entryPoints: { main: 'src/main.ts', 'db-migrate': 'src/db/migrate-cli.ts', admin: 'src/admin/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'info',
});
