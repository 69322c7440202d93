import { defineConfig } from 'vitest/config';

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
    hookTimeout: 60_000,
  },
});
