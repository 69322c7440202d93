import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { pushServiceSettings } from './support/push-service';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// A fresh database per run; the server is the built app, started the way `npm start` serves it.
// Set once in the main process so workers (which inherit the environment) reach the same database.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `stryd-e2e-${Date.now()}`);
const DATA_DIR = process.env.E2E_DATA_DIR;
const PUSH_SERVICE = pushServiceSettings();
// The server listens where a plain `npm start` does (HOST unset: loopback, so the demo checkout sells);
// the webServer's environment starts from this one, so a HOST set in the shell must not reach it.
delete process.env.HOST;

const chromium = {
  executablePath: CHROME_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: process.env.CI === 'true',
  reporter: [['list']],
  // The same budgets locally and in CI. The longest ordinary test takes ~15 s on a quiet 2-core machine, but
  // two browsers and the server share those cores, and on a loaded CI machine journeys took 35-50 s; the
  // budget leaves room for that without hiding a hang (a hung wait still fails, just later).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace (every action's DOM, network and console) and a screenshot at the end.
    // The trace's screencast is left out: Chromium takes ~80 % of the suite's CPU, and encoding a frame
    // stream for every test, kept or not, made the suite 5.0 min against 4.3 (2 cores, 2026-11-28).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@phone/,
    },
  ],
  webServer: [
    // First, so its certificate is written before the app starts: the push service the app pushes to.
    {
      command: '../node_modules/.bin/tsx support/push-service-stand-in.ts',
      url: `${PUSH_SERVICE.control}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node ../apps/server/dist/main.js',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        BASE_URL,
        DATA_DIR,
        LOG_LEVEL: 'warn',
        ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
        // Every browser comes from 127.0.0.1; the per-IP limit is exercised by the server tests instead.
        LOGIN_LIMIT_PER_IP: '10000',
        // Pushes go to the stand-in (a local address, so allowed by name), trusting its certificate.
        PUSH_SERVICE_ALLOW: PUSH_SERVICE.origin,
        NODE_EXTRA_CA_CERTS: PUSH_SERVICE.caFile,
      },
    },
  ],
});
