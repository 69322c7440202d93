import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './vitest.workers';

// One runner, five projects; each keeps its own environment (node or jsdom), isolation and workers.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'apps/web/vitest.isolated.config.ts', 'scripts'],
    maxWorkers: TEST_WORKERS,
  },
});
