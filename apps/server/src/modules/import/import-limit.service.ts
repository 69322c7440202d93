import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countPerHour, tryAgainIn } from '../rate-limit/per-hour';

/**
 * Imports per user per hour: each reads a file of up to 5 MB and may write 100,000 rows, so, like an
 * export, it is a heavy call. Counted before the file is read, refused ones included.
 */
export const IMPORTS_PER_HOUR = 10;

export const importRateLimited = (minutes: number) =>
  `You can import ${IMPORTS_PER_HOUR} files an hour. ${tryAgainIn(minutes)}`;

export const countImport = (db: Kysely<Database>, userId: string, now: Date): Promise<void> =>
  countPerHour(
    db,
    { kind: 'import', max: IMPORTS_PER_HOUR, code: 'IMPORT_RATE_LIMITED', message: importRateLimited },
    userId,
    now,
  );
