import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers';

export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    maxWorkers: TEST_WORKERS,
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.fixtures.ts'],
    },
  },
});
