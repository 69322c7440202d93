/**
 * bench:web's interaction pass: how long a person on a phone waits after their first tap on a page opened
 * cold, and whether the tap (or a keystroke) is lost. Each run makes a new premium member and opens each
 * case's page in a new browser context (web-interaction-browser.ts: Chromium, CPU 4× slower, slow 4G,
 * touch); the cases are in web-interaction-cases.ts. Prints, per case, the median of the runs (and min–max)
 * of the time from the tap to the visible answer, as measured in the page (web-interaction-probe.ts), how
 * many taps were lost, and the JavaScript fetched from navigation start until the page answered.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { log, median, table } from './bench-env';
import {
  CPU_SLOWDOWN,
  coldPhonePage,
  type FetchedScript,
  launchChromium,
  SLOW_4G,
} from './web-interaction-browser';
import { INTERACTION_CASES, type InteractionCase } from './web-interaction-cases';
import type { ProbeMark } from './web-interaction-probe';
import { type PremiumMember, premiumMember } from './web-member';

const RUNS = Number(process.env.BENCH_WEB_INTERACTION_RUNS ?? 5);
/** An answer not on screen this long after the tap counts the tap as lost. */
const ANSWER_WAIT_MS = 10_000;
/** Budget for reaching the timed input (fields visible, Add workout enabled) before it is sent. */
const ACT_TIMEOUT_MS = 60_000;

export interface InteractionRun {
  /** Tap → visible answer, ms; null when it never came. */
  tapMs: number | null;
  /** The case's first touch or key → visible answer, ms (differs from tapMs on /add-routine only). */
  firstInputMs: number | null;
  /** Why the run counts as lost (no answer, another name saved, the input never sent), or null. */
  lost: string | null;
  /** Scripts fetched between navigation start and the answer (until the wait ended, when lost). */
  scriptFiles: number;
  scriptKiB: number;
}

type Input = Extract<ProbeMark, { type: 'input' }>;
type Answer = Extract<ProbeMark, { type: 'answer' }>;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until<T>(find: () => T | undefined, deadline: number): Promise<T | undefined> {
  for (;;) {
    const found = find();
    if (found !== undefined || Date.now() > deadline) return found;
    await sleep(20);
  }
}

function scriptsBefore(scripts: FetchedScript[], at: number) {
  const fetched = scripts.filter((script) => script.finishedAt <= at);
  return {
    scriptFiles: fetched.length,
    scriptKiB: fetched.reduce((sum, script) => sum + script.bytes, 0) / 1024,
  };
}

async function runCase(
  browser: Browser,
  base: string,
  member: PremiumMember,
  test: InteractionCase,
  run: number,
): Promise<InteractionRun> {
  const cold = await coldPhonePage(browser, base, member.cookie, test.answer(member));
  try {
    cold.page.setDefaultTimeout(ACT_TIMEOUT_MS);
    const acted = await test.act(cold.page, member, run).catch((error: Error) => error);
    if (acted instanceof Error) {
      const lost = `did not act: ${acted.message.split('\n', 1)[0]}`;
      return { tapMs: null, firstInputMs: null, lost, ...scriptsBefore(cold.scripts, Date.now()) };
    }
    const inputs = () => cold.marks.filter((mark): mark is Input => mark.type === 'input');
    // The binding's calls arrive after the input was sent: give them a moment.
    const tap = await until(
      () => inputs().find((input) => input.target === acted.clockTarget),
      Date.now() + 5_000,
    );
    if (!tap) throw new Error(`${test.name}: the probe saw no input on "${acted.clockTarget}"`);
    const answer = await until(
      () => cold.marks.find((mark): mark is Answer => mark.type === 'answer'),
      tap.at + ANSWER_WAIT_MS,
    );
    if (!answer || answer.at - tap.at > ANSWER_WAIT_MS) {
      const lost = `no answer within ${ANSWER_WAIT_MS / 1000} s`;
      return { tapMs: null, firstInputMs: null, lost, ...scriptsBefore(cold.scripts, Date.now()) };
    }
    const first = inputs()[0]!;
    const wrongText =
      acted.expectedText !== undefined && answer.text !== acted.expectedText
        ? `"${acted.expectedText}" typed, "${answer.text}" shown`
        : null;
    return {
      tapMs: answer.at - tap.at,
      firstInputMs: answer.at - first.at,
      lost: wrongText,
      ...scriptsBefore(cold.scripts, answer.at),
    };
  } finally {
    await cold.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

function row(name: string, runs: InteractionRun[]): string[] {
  const answered = runs.filter((r) => r.tapMs !== null && r.lost === null);
  const taps = answered.map((r) => r.tapMs!);
  const lost = runs.length - answered.length;
  return [
    name,
    taps.length ? ms(median(taps)) : '–',
    taps.length ? `${ms(Math.min(...taps))}–${ms(Math.max(...taps))}` : '–',
    answered.length ? ms(median(answered.map((r) => r.firstInputMs!))) : '–',
    `${lost} of ${runs.length}`,
    String(median(runs.map((r) => r.scriptFiles))),
    `${median(runs.map((r) => r.scriptKiB)).toFixed(1)} KiB`,
  ];
}

/** Runs the pass against the bench's server at `base` (its data in `dataDir`) and prints its table. */
export async function interactionPass(options: {
  base: string;
  dataDir: string;
  chromePath: string;
  resultsDir: string;
}): Promise<void> {
  const { base, dataDir, chromePath, resultsDir } = options;
  const loadBefore = loadavg()[0]!;
  const browser = await launchChromium(chromePath);
  const results = new Map<string, InteractionRun[]>(INTERACTION_CASES.map((c) => [c.name, []]));
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const member = await premiumMember(base, dataDir);
      for (const test of INTERACTION_CASES) {
        const outcome = await runCase(browser, base, member, test, run);
        results.get(test.name)!.push(outcome);
        log(
          `  ${test.name}, run ${run}: ${outcome.tapMs === null ? '–' : ms(outcome.tapMs)}${outcome.lost ? ` (lost: ${outcome.lost})` : ''}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  const summary = Object.fromEntries(results);
  writeFileSync(join(resultsDir, 'interaction.json'), JSON.stringify({ runs: RUNS, summary }, null, 2));
  log();
  log(
    `Interaction pass: Chromium, CPU ${CPU_SLOWDOWN}× slower, slow 4G (${SLOW_4G.rttMs} ms RTT, ${SLOW_4G.downloadKbps / 1024} Mbps down, ${SLOW_4G.uploadKbps} Kbps up), a phone with touch, a premium member; median of ${RUNS} cold runs (raw: bench/results/web/interaction.json); load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
  );
  log(
    table(
      ['case', 'tap → answer', 'min–max', 'first input → answer', 'lost', 'JS files', 'JS as sent'],
      [...results].sort(([a], [b]) => a.localeCompare(b)).map(([name, runs]) => row(name, runs)),
    ),
  );
}
