import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { sourceFilesUnder } from './boundaries';

/** A query written with Kysely's builder or its sql tag. */
const QUERY = /\.(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(|\bsql(<[^>]*>)?`/;
const COMMENT = /^\s*(\/\/|\/?\*)/;

/**
 * Where a query may be written (docs/engineering.md#import-boundaries): a module's `*.repository.ts`, or
 * `src/db/`, the data layer itself (the handle, the migrations and the SQL fragments repositories share).
 * Tests and their helpers write rows directly to set the scene.
 */
export function mayQuery(path: string): boolean {
  const parts = path.split(sep);
  return (
    /\.repository\.ts$/.test(path) ||
    /\.test\.ts$/.test(path) ||
    parts.includes('test') ||
    parts.slice(parts.indexOf('src')).includes('db')
  );
}

/** `path:line` of every query line outside the places that may hold one. */
export function queriesOutsideRepositories(root: string, dir: string): string[] {
  return sourceFilesUnder(join(root, dir))
    .map((file) => relative(root, file))
    .filter((path) => !mayQuery(path))
    .flatMap((path) =>
      readFileSync(join(root, path), 'utf8')
        .split('\n')
        .flatMap((line, at) => (QUERY.test(line) && !COMMENT.test(line) ? [`${path}:${at + 1}`] : [])),
    );
}
