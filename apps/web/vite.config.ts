import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleReport } from './build/bundle-report';
import { precompress } from './build/precompress';
import { pwaOptions } from './build/pwa';
import { shellFiles } from './build/shell-files';

// Precached besides the first load: the routine page (the gym's page), toasts and the offline code.
const shell = shellFiles([
  /features\/routines\/pages\/routine-page\.tsx$/,
  /node_modules\/sonner\//,
  /lib\/offline\//,
  /lib\/ui\/offline-status\.tsx$/,
]);

// The server sends a strict CSP (script-src 'self' and a nonce for the framework's own scripts): nothing is
// inlined as a data: URL, and the module preload polyfill stays in a file.
export default defineConfig(() => ({
  plugins: [
    reactRouter(),
    tailwindcss(),
    shell.plugin,
    VitePWA(pwaOptions(shell.has)),
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
