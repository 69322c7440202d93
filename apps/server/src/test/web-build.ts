import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The web build this run's test apps serve (their WEB_DIST_DIR): `client/` and `server/index.js`. */
    strydWebDistDir: string;
  }
}

const WEB_APP_DIR = fileURLToPath(new URL('../../../web', import.meta.url));

/**
 * Set it to a web build to serve instead of building one (as `npm run build -w @stryd/web` leaves it, e.g.
 * `STRYD_TEST_WEB_BUILD=apps/web/dist`): saves the build's half minute when iterating on server tests.
 * Relative paths are from the directory vitest runs in.
 */
export const REUSE_WEB_BUILD_ENV = 'STRYD_TEST_WEB_BUILD';

export interface WebBuildForRun {
  dir: string;
  /** Removes a build this run made; one given by STRYD_TEST_WEB_BUILD is left alone. */
  remove(): void;
}

const isWebBuild = (dir: string) =>
  existsSync(join(dir, 'client')) && existsSync(join(dir, 'server', 'index.js'));

/**
 * The real web build the server tests serve (global-setup.ts, once per `vitest run`): the one named by
 * STRYD_TEST_WEB_BUILD, or a fresh `react-router build` into a directory of this run's own. The unit
 * tests run before `npm run build` (`npm test`), so they cannot count on apps/web/dist. The directory is
 * under apps/web/node_modules/.cache rather than the system temp dir: the server half imports the web
 * app's packages (react-router, @react-router/node…) by bare name, found as in apps/web/dist only from
 * inside apps/web.
 */
export async function webBuildForRun(): Promise<WebBuildForRun> {
  const given = process.env[REUSE_WEB_BUILD_ENV];
  if (given) {
    const dir = resolve(given);
    if (!isWebBuild(dir))
      throw new Error(
        `${REUSE_WEB_BUILD_ENV}=${given} is no web build (client/ and server/index.js); run \`npm run build -w @stryd/web\``,
      );
    return { dir, remove() {} };
  }
  const parent = join(WEB_APP_DIR, 'node_modules', '.cache', 'stryd-server-tests');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'web-build-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    await reactRouterBuild(dir);
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

/** `react-router build` in apps/web with its output in `dir` (react-router.config.ts reads WEB_BUILD_DIR). */
function reactRouterBuild(dir: string): Promise<void> {
  // The CLI run by the test run's own Node (what `npx react-router build` runs, without npx's start-up).
  const dev = createRequire(join(WEB_APP_DIR, 'package.json')).resolve('@react-router/dev/package.json');
  const cli = join(dirname(dev), 'bin.cjs');
  // Not vitest's environment: a production build, and no VITEST* variables for plugins to take it for a test.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const child = spawn(process.execPath, [cli, 'build'], {
    cwd: WEB_APP_DIR,
    env: { ...env, NODE_ENV: 'production', WEB_BUILD_DIR: dir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code, signal) => {
      if (code === 0 && isWebBuild(dir)) done();
      else
        fail(
          new Error(
            `The web build for the server tests failed (${signal ?? `exit ${code}`}):\n${output.slice(-4000)}`,
          ),
        );
    });
  });
}
