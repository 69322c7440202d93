import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** One import found in a source file, resolved to a repository-relative path when it is relative. */
export interface ImportEdge {
  from: string;
  specifier: string;
  target: string | null;
  /** `import type …` / `export type …`: a shape only, nothing called at run time. */
  typeOnly?: boolean;
}

const IMPORT_PATTERN = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every .ts and .tsx file under `dir`, leaving out installed packages and builds: what the checks read. */
export function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const full = join(dir, name);
    return statSync(full).isDirectory() ? sourceFilesUnder(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

export function importsUnder(root: string, dir: string): ImportEdge[] {
  return sourceFilesUnder(join(root, dir)).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(IMPORT_PATTERN)].map((match) => {
      const specifier = (match[1] ?? match[2])!;
      const target = specifier.startsWith('.') ? relative(root, resolve(dirname(file), specifier)) : null;
      const typeOnly = /^(import|export)\s+type\s/.test(match[0]);
      return { from: relative(root, file), specifier, target, typeOnly };
    });
  });
}

/** The feature folder a web path belongs to, e.g. apps/web/src/features/auth/… → 'auth'. */
export function featureOf(path: string): string | null {
  const parts = path.split(sep);
  const at = parts.indexOf('features');
  return at >= 0 && parts[at - 2] === 'web' ? (parts[at + 1] ?? null) : null;
}

/**
 * docs/engineering.md#import-boundaries on the web: features do not import each other (the app layer composes
 * them).
 */
export function crossFeatureImports(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => {
    const from = featureOf(edge.from);
    const to = edge.target ? featureOf(edge.target) : null;
    return from !== null && to !== null && from !== to;
  });
}

/**
 * docs/engineering.md#import-boundaries on the server: routes → service → repository; routes never reach a
 * repository directly.
 */
export function routesSkippingServices(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => /\.routes\.ts$/.test(edge.from) && /\.repository$/.test(edge.specifier));
}

/** Repositories are the bottom layer: they never import services or routes. */
export function repositoriesImportingUpwards(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter(
    (edge) => /\.repository\.ts$/.test(edge.from) && /\.(service|routes)$/.test(edge.specifier),
  );
}

/**
 * Where a server file lives: its module (apps/server/src/modules/xp/… → 'xp') or, outside modules, its
 * top-level folder (apps/server/src/auth/… → 'auth'). Null outside the server.
 */
export function serverAreaOf(path: string): string | null {
  const match = path
    .split(sep)
    .join('/')
    .match(/apps\/server\/src\/(?:modules\/)?([^/]+)\//);
  return match?.[1] ?? null;
}

/** One way a server area may reach another module's repository (decision 024). */
export interface RepositoryEdge {
  /** The reaching area (a module, or 'auth'), or 'any service' for a repository every service may read. */
  from: string;
  /** The repository reached, under apps/server/src/modules, without the extension. */
  to: string;
  why: string;
}

/**
 * Every edge from one server area into another module's repository. Anything else goes through that
 * module's service; a new edge is a decision, listed here with its reason (docs/decisions/024).
 */
export const SERVER_REPOSITORY_EDGES: RepositoryEdge[] = [
  { from: 'any service', to: 'users/users.repository', why: 'account reads have one home' },
  { from: 'auth', to: 'rate-limit/rate-limit.repository', why: 'sign-in attempts use the shared counters' },
  { from: 'generate', to: 'rate-limit/rate-limit.repository', why: 'AI calls use the shared counters' },
  {
    from: 'me',
    to: 'rate-limit/rate-limit.repository',
    why: "deleting an account deletes every counter that names it, in the deletion's transaction",
  },
  { from: 'export', to: 'follows/follows.repository', why: 'the export copies every row the account owns' },
  { from: 'export', to: 'routines/routines.repository', why: 'the export copies every row the account owns' },
  {
    from: 'follows',
    to: 'email/outbox.repository',
    why: 'the follow mail is queued in the follow transaction',
  },
  { from: 'routines', to: 'email/outbox.repository', why: 'the join mail is queued in the join transaction' },
  {
    from: 'notifications',
    to: 'email/outbox.repository',
    why: 'the daily digest is queued in the transaction that marks its notifications e-mailed',
  },
  {
    from: 'me',
    to: 'routines/routine-lock.repository',
    why: 'account deletion locks routines in the one order',
  },
  { from: 'xp', to: 'routines/routine-lock.repository', why: 'XP changes lock the routine in the one order' },
  { from: 'workout-log', to: 'routines/routine-lock.repository', why: 'a tick locks the routine first' },
  {
    from: 'workout-log',
    to: 'routines/routines.repository',
    why: "a tick reads the routine's workouts with its lock, in its transaction (decision 057)",
  },
  {
    from: 'workout-log',
    to: 'users/plan.repository',
    why: "a tick reads the viewer's plan with the account's lock, in its transaction (decision 057)",
  },
  { from: 'workout-log', to: 'xp/xp.repository', why: 'a tick writes its XP in the same transaction' },
  {
    from: 'feed',
    to: 'workout-log/set-logs.repository',
    why: "a workout card's exercise volume is summed by the set log's one volume SQL (volumeSumSql)",
  },
  {
    from: 'import',
    to: 'workout-log/exercise-bests.repository',
    why: 'an import and its undo keep the exercise bests in their own transactions (decision 050)',
  },
];

const isTestCode = (path: string) => /\.test\.tsx?$/.test(path) || path.split(sep).includes('test');

/** A run-time import of another module's repository by non-test server code, as an edge to match. */
function repositoryEdgesOf(edges: ImportEdge[]) {
  return edges.flatMap((edge) => {
    const to = edge.target
      ?.split(sep)
      .join('/')
      .match(/apps\/server\/src\/modules\/(.+\.repository)$/)?.[1];
    const from = serverAreaOf(edge.from);
    if (!to || !from || edge.typeOnly || isTestCode(edge.from) || to.startsWith(`${from}/`)) return [];
    return [{ edge, from, to, service: /\.service\.ts$/.test(edge.from) }];
  });
}

const allows = (allowed: RepositoryEdge, e: { from: string; to: string; service: boolean }) =>
  allowed.to === e.to && (allowed.from === e.from || (allowed.from === 'any service' && e.service));

/** Imports of another module's repository that no listed edge allows. */
export function unlistedRepositoryEdges(
  edges: ImportEdge[],
  allowed: RepositoryEdge[] = SERVER_REPOSITORY_EDGES,
): ImportEdge[] {
  return repositoryEdgesOf(edges)
    .filter((e) => !allowed.some((a) => allows(a, e)))
    .map((e) => e.edge);
}

/** The domain's test data: its `@stryd/domain/testing` entry point, or a `*.fixtures` file behind it. */
const isTestData = (edge: ImportEdge) =>
  edge.specifier === '@stryd/domain/testing' || /\.fixtures$/.test(edge.target ?? edge.specifier);

/**
 * Imports of the domain's test data outside tests (and outside the testing entry point itself), which would
 * put the reply corpus into the web bundle or the server build.
 */
export function testDataOutsideTests(edges: ImportEdge[]): ImportEdge[] {
  const entry = join('packages', 'domain', 'src', 'testing.ts');
  return edges.filter((edge) => isTestData(edge) && !isTestCode(edge.from) && edge.from !== entry);
}

/** Listed edges nothing uses any more: the list says what is true today. */
export function unusedRepositoryEdges(
  edges: ImportEdge[],
  allowed: RepositoryEdge[] = SERVER_REPOSITORY_EDGES,
): RepositoryEdge[] {
  const used = repositoryEdgesOf(edges);
  return allowed.filter((a) => !used.some((e) => allows(a, e)));
}
