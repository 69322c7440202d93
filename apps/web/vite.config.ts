import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleReport } from './build/bundle-report';
import { precompress } from './build/precompress';
import { pwaOptions } from './build/pwa';
import { routePreloadsFile } from './build/route-preloads';
import { shellFiles } from './build/shell-files';

// Precached besides the first load: the routine page (the gym's page), toasts and the offline code.
const shell = shellFiles([
  /features\/routines\/pages\/routine-page\.tsx$/,
  /node_modules\/sonner\//,
  /lib\/offline\//,
  /lib\/ui\/offline-status\.tsx$/,
]);

// Chunks for the browser build. Left alone, the bundler cut the first load into ~27 files of 1-3 KB (each
// icon, message list and helper shared with a lazy page became a chunk of its own), and a phone on a slow
// line fetches them six at a time: round trips, not bytes, set the first paint. So everything the first
// load needs is one chunk, and the icons the pages load later are one more.
const codeSplitting = {
  groups: [
    { name: 'app', tags: ['$initial' as const], priority: 2 },
    { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
  ],
};

// The server sends a strict CSP (script-src 'self'): the built index.html must carry no inline script,
// so nothing is inlined as a data: URL or <script> body, and the module preload polyfill stays in a file.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    shell.plugin,
    VitePWA(pwaOptions(shell.has)),
    bundleReport(),
    routePreloadsFile(),
    precompress(),
  ],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
    target: 'es2022',
    // The server build (the prerender step and the server's renderer) needs no copy of public/.
    ...(isSsrBuild ? { copyPublicDir: false } : { rolldownOptions: { output: { codeSplitting } } }),
  },
}));
