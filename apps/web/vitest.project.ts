import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers';

// Node 25+ defines its own localStorage global, inert without --localstorage-file, and it hides jsdom's.
// Workers run without it so the tests see jsdom's Storage (Node 20-24 have no such global).
const nodeHasWebStorage = 'localStorage' in globalThis;

/** A web test project: jsdom, the shared setup, and which files it runs with what isolation. */
export function webTestProject(files: {
  name: string;
  include: string[];
  exclude: string[];
  isolate: boolean;
}) {
  return defineConfig({
    plugins: [react()],
    test: {
      ...files,
      environment: 'jsdom',
      maxWorkers: TEST_WORKERS,
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // A form test makes dozens of typed steps; on a 2-core CI machine running another suite beside it, some
      // took just over Vitest's default 5 s. A hung wait still fails: each findBy gives up after 5 s.
      testTimeout: 15_000,
      unstubGlobals: true,
      execArgv: nodeHasWebStorage ? ['--no-experimental-webstorage'] : [],
    },
  });
}
