import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../vitest.workers';

export default defineConfig({
  test: { name: 'tooling', environment: 'node', include: ['*.test.ts'], maxWorkers: TEST_WORKERS },
});
