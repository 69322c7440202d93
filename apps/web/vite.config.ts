import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleReport } from './build/bundle-report';
import { precompress } from './build/precompress';
import { pwaOptions } from './build/pwa';
import { shellFiles } from './build/shell-files';

// Precached by the service worker: the client entry, the document (root) and the app's frame (shell), the
// routine screen (the gym's page), toasts and the offline code, with what they import (build/shell-files.ts).
// A route module's chunk is named by its file with a query string after it, hence no `$` there.
const shell = shellFiles([
  /\/src\/entry\.client\.tsx$/,
  /\/src\/root\.tsx(?:\?|$)/,
  /\/src\/app\/shell\.tsx(?:\?|$)/,
  /\/src\/routes\/routine\.tsx(?:\?|$)/,
  /node_modules\/sonner\//,
  /lib\/offline\//,
  /lib\/ui\/offline-status\.tsx$/,
]);

// Chunks of the browser build. Left alone, the bundler makes a file of each icon and each small module a
// few pages share, and a phone on a slow line fetches them six at a time: round trips, not bytes, set how
// soon the page answers. So the framework and React are one file, the icons one, and the app's own shared
// code (with TanStack Query and the toasts) one more: a page names 8-11 scripts, not 21-38, for about 10 KiB
// more (docs/performance.md, framework mode). The schemas (zod) stay with the pages that need them.
const SHARED_APP_CODE =
  /node_modules[\\/](@tanstack|sonner|idb-keyval)[\\/]|apps[\\/]web[\\/]src[\\/](lib|app)[\\/]|packages[\\/]domain[\\/]src[\\/](?!schemas[\\/])/;
const codeSplitting = {
  groups: [
    {
      name: 'react',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 3,
    },
    { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
    {
      name: 'app',
      // Not the sign-in client (better-auth, ~10 KiB brotli with what it imports): only the sign-in pages
      // use it, and taken into this group it came with everything it imports, onto every page.
      test: (id: string) => !/lib[\\/]auth-client\.ts$/.test(id) && SHARED_APP_CODE.test(id),
      minShareCount: 2,
      priority: 1,
    },
  ],
};

/**
 * vite-plugin-pwa writes its worker at the end of every environment's build. It is written once, into the
 * browser's files (build/pwa.ts `outDir`), after the server's build, the last: React Router writes the route
 * manifest (assets/manifest-*.js, which every page loads) into the browser's files during that build.
 */
function afterServerBuildOnly(plugin: Plugin): Plugin {
  return plugin.name === 'vite-plugin-pwa:build'
    ? { ...plugin, applyToEnvironment: (environment) => environment.name === 'ssr' }
    : plugin;
}

// The server sends a strict CSP (script-src 'self' and a nonce for the framework's own scripts): nothing is
// inlined as a data: URL, and the module preload polyfill stays in a file.
export default defineConfig(() => ({
  plugins: [
    reactRouter(),
    tailwindcss(),
    shell.plugin,
    ...VitePWA(pwaOptions(shell.has)).map(afterServerBuildOnly),
    bundleReport(),
    precompress(),
  ],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    assetsInlineLimit: 0,
    sourcemap: false,
    target: 'es2022',
  },
  // The server's page rendering bundles the icons it draws: left to Node, `lucide-react` loads its whole
  // CommonJS build (every icon, ~1.3 MB of source) into every server process.
  ssr: { noExternal: ['lucide-react'] },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting } } } } },
}));
