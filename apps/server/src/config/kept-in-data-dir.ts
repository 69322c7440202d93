import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * A value made once and kept in a file of the data directory (readable by its owner only), so a
 * one-machine install keeps it across restarts without a setting: the auth secret, the VAPID keys.
 * Several processes on several machines must be given the value by a setting instead.
 */
export function keptInDataDir(dataDir: string, fileName: string, make: () => string): string {
  const file = resolve(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = make();
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}
