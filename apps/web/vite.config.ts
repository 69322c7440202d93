import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './build/bundle-report';
import { precompress } from './build/precompress';

// The server sends a strict CSP (script-src 'self'): the built index.html must carry no inline script,
// so nothing is inlined as a data: URL or <script> body, and the module preload polyfill stays in a file.
export default defineConfig({
  plugins: [react(), tailwindcss(), bundleReport(), precompress()],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
    target: 'es2022',
  },
});
