import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: phone (390×844) and desktop (1280×800) pictures for docs/screenshots/.
 * Not part of `npm test`; it writes files, it does not assert behaviour.
 */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  projects: [{ name: 'screenshots', use: base.use }],
});
