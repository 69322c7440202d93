import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Server tests run against real databases; PostgreSQL schemas are per app, so files may run in parallel.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
