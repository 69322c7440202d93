import type { Config } from '@react-router/dev/config';

/**
 * React Router in framework mode (decision 030): every screen is drawn by the server with its data, and
 * each screen's code is its own chunk, preloaded by the framework.
 */
export default {
  appDirectory: 'src',
  // WEB_BUILD_DIR: build elsewhere (the server tests build into a temp dir; apps/server/src/test/web-build.ts).
  buildDirectory: process.env.WEB_BUILD_DIR || 'dist',
  ssr: true,
  // The whole route table is in the first HTML: links work offline, with no manifest request to make.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
