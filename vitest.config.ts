import { defineConfig } from 'vitest/config';

// One runner, four projects; each project keeps its own environment (node or jsdom).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'scripts'],
  },
});
