import { existsSync } from 'node:fs';
import { ConfigError, type DatabaseConfig } from '../config';
import { type DatabaseHandle, type OpenOptions, openDatabase } from '../db/database';

/**
 * Shared by the operator commands (`npm run db:migrate`, `npm run admin`): a failure is one line that
 * says what is wrong and what to do, and a non-zero exit code; never a stack trace.
 */
export class OperatorError extends Error {
  override name = 'OperatorError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Where a database is, for messages: the SQLite file, or the PostgreSQL URL without its password. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'sqlite') return database.file;
  const url = new URL(database.url);
  url.password = '';
  return url.toString();
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

function isMissingTable(error: unknown): boolean {
  const code = codeOf(error);
  return code === '42P01' || (code === 'SQLITE_ERROR' && /no such table/.test(firstLine(error) ?? ''));
}

const noDatabaseAt = (where: string) =>
  new OperatorError(
    `No database at ${where}: run this where you run npm start, set DATA_DIR (or DATABASE_URL) to the server's, or create it with npm run db:migrate.`,
  );

/** The operator's view of a database failure. */
function explain(error: unknown, database: DatabaseConfig): OperatorError {
  if (error instanceof OperatorError) return error;
  const where = describeDatabase(database);
  if (codeOf(error) === 'SQLITE_CANTOPEN') return noDatabaseAt(where);
  if (isMissingTable(error)) {
    return new OperatorError(
      `The database at ${where} is not set up yet: run npm run db:migrate (or start the server once).`,
    );
  }
  return new OperatorError(`Database ${where}: ${firstLine(error)}`);
}

/** Runs `work` on the database, closing it after; failures come back as OperatorErrors. */
export async function withDatabase<T>(
  database: DatabaseConfig,
  options: OpenOptions,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  if (options.mustExist && database.kind === 'sqlite' && !existsSync(database.file)) {
    throw noDatabaseAt(database.file);
  }
  let handle: DatabaseHandle;
  try {
    handle = openDatabase(database, options);
  } catch (error) {
    throw explain(error, database);
  }
  try {
    return await work(handle);
  } catch (error) {
    throw explain(error, database);
  } finally {
    await handle.close();
  }
}

/** The command's exit code; on failure, one line on stderr. */
export async function runOperatorCommand(command: () => Promise<number>): Promise<number> {
  try {
    return await command();
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message.replace(/\s*\n\s*/g, ' '));
    else console.error(error instanceof OperatorError ? error.message : `Failed: ${firstLine(error)}`);
    return error instanceof OperatorError ? error.exitCode : 1;
  }
}
