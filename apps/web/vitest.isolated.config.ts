import { webTestProject } from './vitest.project';

// The web tests that replace a module with vi.mock: each file in a module graph of its own.
export default webTestProject({
  name: 'web-isolated',
  include: ['src/**/*.isolated.test.{ts,tsx}', 'build/**/*.isolated.test.ts'],
  exclude: [],
  isolate: true,
});
