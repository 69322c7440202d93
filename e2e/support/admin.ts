import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const adminCli = fileURLToPath(new URL('../../apps/server/dist/admin.js', import.meta.url));

/** Grants a plan through the operator command (the same one `npm run admin` runs), never over HTTP. */
export function setPlan(username: string, plan = 'stryd-monthly'): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  execFileSync('node', [adminCli, 'set-plan', username, plan], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
}
