import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates one template database per dialect for the run; each test app copies it (issue 18). Builds the
    // web app the test apps serve, once, unless STRYD_TEST_WEB_BUILD names a build (test/web-build.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Server tests run against real databases; each app has a database of its own, so files may run in parallel.
    testTimeout: 30_000,
    // Files share one module graph per worker: the app's modules are evaluated once, not once per file
    // (about a fifth of the project's time). Server code keeps no state between apps but caches.
    isolate: false,
    maxWorkers: TEST_WORKERS,
    hookTimeout: 60_000,
  },
});
