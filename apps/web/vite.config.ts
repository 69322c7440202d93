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
}));
