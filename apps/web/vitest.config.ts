import { webTestProject } from './vitest.project';

// Most files share one module graph and one jsdom per worker (isolate: false): a file's own setup is
// src/test/setup.ts, which runs before each file all the same. Files that replace a module with vi.mock
// need a graph of their own and are named *.isolated.test.*: vitest.isolated.config.ts runs them.
export default webTestProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  exclude: ['**/*.isolated.test.*'],
  isolate: false,
});
