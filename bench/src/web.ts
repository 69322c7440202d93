/**
 * npm run bench:web — what a phone on a slow network gets from the built app. Asserts nothing; prints a
 * table and writes the raw Lighthouse results to bench/results/web/.
 *
 * 1. Builds the app (with a bundle report) and starts it as `npm start` serves it, on a fresh database.
 * 2. Makes a premium account with one routine (sign-up over the API, the plan through the operator
 *    command), so the signed-in pages have something to show.
 * 3. Runs Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) BENCH_WEB_RUNS times (default 3)
 *    on each page in Debian's Chromium, and prints the median of each figure. A run Lighthouse could not
 *    read (no figures) is run again, up to twice.
 * 4. Prints the gzipped JavaScript each page names in its HTML to run (from React Router's route
 *    manifest). The build's BUNDLE_REPORT (bench/results/web/bundle.json) says what each chunk holds.
 * 5. Prints what each page's HTML costs the server (answerTimes).
 * 6. The interaction pass (web-interaction.ts): a phone's first tap on a page opened cold, timed to the
 *    answer on screen, with the JavaScript fetched until then. BENCH_WEB_PASSES picks the passes.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { log, median, repoRoot, table } from './bench-env';
import { interactionPass } from './web-interaction';
import { premiumMember } from './web-member';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3919);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const THROTTLING = process.env.BENCH_WEB_THROTTLING ?? 'simulate';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * BENCH_WEB_PASSES=interaction: only the interaction pass (web-interaction.ts); =lighthouse: only
 * Lighthouse and what follows it. Both by default.
 */
const PASSES = (process.env.BENCH_WEB_PASSES ?? 'lighthouse,interaction').split(',');
/** BENCH_WEB_PAGES=welcome,routine: only the pages whose name contains one of these words. */
const ONLY = process.env.BENCH_WEB_PAGES?.split(',').filter(Boolean) ?? [];
const resultsDir = resolve(repoRoot, 'bench/results/web');
const bundleReportFile = resolve(resultsDir, 'bundle.json');
/** The browser's half of the web build. */
const webDist = resolve(repoRoot, 'apps/web/dist/client');

interface Page {
  name: string;
  path: string;
  signedIn: boolean;
}

interface Figures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
  scriptKb: number;
  /** Lighthouse's measure of this machine's CPU at the time: TBT scales with it, so a busy machine shows. */
  benchmarkIndex: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function build(): void {
  log('building (npm run build) …');
  mkdirSync(resultsDir, { recursive: true });
  execFileSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BUNDLE_REPORT: bundleReportFile },
  });
}

/** The server exactly as `npm run serve` starts it (same Node flags), on its own data directory. */
function startServer(dataDir: string): ChildProcess {
  return spawn(
    process.execPath,
    ['--max-semi-space-size=8', '--heap-growing-percent=50', 'apps/server/dist/main.js'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        BASE_URL: BASE,
        DATA_DIR: dataDir,
        // The interaction pass signs a new member up for each of its runs.
        LOGIN_LIMIT_PER_IP: '1000',
      },
    },
  );
}

async function waitForHealth(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not come up');
}

async function audit(port: number, page: Page, cookie: string, run: number): Promise<Figures> {
  const result = await lighthouse(`${BASE}${page.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // BENCH_WEB_THROTTLING=devtools: the browser really slowed (network and CPU) instead of a simulation
    // from an unthrottled load, to check what the simulation's heuristics make of a change.
    ...(THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' as const } : {}),
    ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
  const { lhr } = result;
  // A run whose trace could not be read (NO_NAVSTART, seen now and then) has no figures: it is run again.
  if (lhr.runtimeError) throw new LighthouseRunError(`${page.name}: ${lhr.runtimeError.code}`);
  const slug =
    page.name
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'home';
  writeFileSync(join(resultsDir, `${slug}-${run}.json`), JSON.stringify(lhr));
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferKb: value('total-byte-weight') / 1024,
    scriptKb: scriptBytes / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

class LighthouseRunError extends Error {}

/** One run's figures, running Lighthouse again (up to twice) when its run failed. */
async function auditRun(port: number, page: Page, cookie: string, run: number): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(port, page, cookie, run);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      log(`  ${error.message}; running it again`);
    }
  }
}

/** How many times answerTimes asks for a page (after 10 not counted, to warm the server up). */
const ANSWERS = 200;

/**
 * The time from asking for a page to having all of its HTML, as a browser asks (brotli, the cookie of a
 * signed-in page), over ANSWERS requests one after another: what drawing a page costs the server.
 */
async function answerTimes(
  path: string,
  cookie: string | undefined,
): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < ANSWERS + 10; i += 1) {
    const started = performance.now();
    const response = await fetch(`${BASE}${path}`, {
      headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
    if (i >= 10) times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  return { median: median(sorted), p95: sorted[Math.floor(sorted.length * 0.95)]! };
}

/** The built files' size in KiB once gzipped (level 9), as a server that precompresses sends them. */
function gzippedKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;
  return bytes / 1024;
}

/** The build's route manifest: each route's module and the chunks it imports (React Router writes it). */
interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

function routeManifest(): RouteManifest {
  const assets = join(webDist, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('no route manifest in the build');
  const source = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as RouteManifest;
}

/**
 * Gzipped bytes of the scripts a page names in its HTML for the browser to run it: the entry, the document
 * (root), the frame (app/shell) and the screen's route, each with the chunks it imports.
 */
function pageScriptsGzipKb(routeIds: Record<string, string>): [string, number][] {
  const manifest = routeManifest();
  const withImports = (route: { module: string; imports?: string[] }) => [
    route.module,
    ...(route.imports ?? []),
  ];
  return Object.entries(routeIds).map(([page, id]) => {
    const files = new Set([...withImports(manifest.entry)]);
    for (const routeId of ['root', 'app/shell', id]) {
      const route = manifest.routes[routeId];
      if (!route) throw new Error(`no route ${routeId} in the manifest`);
      for (const file of withImports(route)) files.add(file);
    }
    return [page, gzippedKb([...files].map((file) => file.replace(/^\//, '')))];
  });
}

/** Lighthouse on each page, the first-load JavaScript, and the server's answer to each page's HTML. */
async function lighthousePass(dataDir: string): Promise<void> {
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const { cookie, routinePath } = await premiumMember(BASE, dataDir);
    const allPages: Page[] = [
      { name: '/welcome', path: '/welcome', signedIn: false },
      { name: '/ (signed out)', path: '/', signedIn: false },
      { name: '/ (signed in)', path: '/', signedIn: true },
      { name: 'routine page', path: routinePath, signedIn: true },
      { name: '/add-routine', path: '/add-routine', signedIn: true },
    ];
    const pages = allPages.filter(
      (page) => ONLY.length === 0 || ONLY.some((word) => page.name.includes(word)),
    );
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    const rows: (string | number)[][] = [];
    const summary: Record<string, Figures[]> = {};
    for (const page of pages) {
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run += 1) runs.push(await auditRun(chrome.port, page, cookie, run));
      summary[page.name] = runs;
      const m = (pick: (f: Figures) => number) => median(runs.map(pick));
      rows.push([
        page.name,
        m((f) => f.performance),
        `${(m((f) => f.fcpMs) / 1000).toFixed(1)} s`,
        `${(m((f) => f.lcpMs) / 1000).toFixed(1)} s`,
        `${Math.round(m((f) => f.tbtMs))} ms`,
        m((f) => f.cls).toFixed(3),
        `${Math.round(m((f) => f.transferKb))} KiB`,
        `${Math.round(m((f) => f.scriptKb))} KiB`,
        m((f) => f.accessibility),
        Math.round(m((f) => f.benchmarkIndex)),
      ]);
      log(`  ${page.name}: done`);
    }
    const pageScripts = pageScriptsGzipKb({
      '/welcome': 'routes/welcome',
      '/': 'routes/home',
      'routine page': 'routes/routine',
      '/add-routine': 'routes/add-routine',
    });
    writeFileSync(
      join(resultsDir, 'summary.json'),
      JSON.stringify({ runs: RUNS, pageScriptsGzipKb: Object.fromEntries(pageScripts), summary }, null, 2),
    );
    log();
    log(
      `Lighthouse 13, mobile preset (${THROTTLING} throttling), median of ${RUNS} runs (raw results: bench/results/web/)`,
    );
    log(
      table(
        [
          'page',
          'performance',
          'FCP',
          'LCP',
          'TBT',
          'CLS',
          'transferred',
          'JS transferred',
          'accessibility',
          'CPU index',
        ],
        rows,
      ),
    );
    log();
    log(
      `the scripts each page names to run (entry, root, frame, its route, with their imports), gzipped: ${pageScripts.map(([page, kb]) => `${page} ${kb.toFixed(1)} KiB`).join(', ')}`,
    );
    await chrome.kill();
    chrome = undefined;
    const answerRows: (string | number)[][] = [];
    for (const page of pages) {
      const times = await answerTimes(page.path, page.signedIn ? cookie : undefined);
      answerRows.push([page.name, times.median.toFixed(1), times.p95.toFixed(1)]);
    }
    log();
    log(`The server's answer to each page's HTML, ${ANSWERS} requests one after another (brotli), ms`);
    log(table(['page', 'median', 'p95'], answerRows));
  } finally {
    await chrome?.kill();
  }
}

async function main(): Promise<void> {
  build();
  const dataDir = mkdtempSync(join(tmpdir(), 'stryd-bench-web-'));
  const server = startServer(dataDir);
  try {
    await waitForHealth(server);
    if (PASSES.includes('lighthouse')) await lighthousePass(dataDir);
    if (PASSES.includes('interaction')) {
      log();
      log('interaction pass …');
      await interactionPass({ base: BASE, dataDir, chromePath: CHROME_PATH, resultsDir });
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
