/**
 * The interaction pass's phone: Chromium through Playwright, a fresh context per run (empty HTTP cache, no
 * cookies but the member's session, no service worker), a phone's viewport with touch, the CPU slowed 4×
 * and the network throttled to Lighthouse's mobile slow 4G. Records every script the page fetches, as
 * sent, and the probe's marks.
 */
import { type Browser, type CDPSession, chromium, devices, type Page } from 'playwright-core';
import { type AnswerSpec, installProbe, PROBE_BINDING, type ProbeMark } from './web-interaction-probe';

/** Lighthouse's mobile slow 4G (its `mobileSlow4G`): 150 ms round trip, 1.6 Mbps down, 750 Kbps up. */
export const SLOW_4G = { rttMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 } as const;
/** Lighthouse's mobile CPU slowdown: every task on the page's main thread takes 4× as long. */
export const CPU_SLOWDOWN = 4;
/** A 412 × 915 phone (2.625 px per CSS px) with a touch screen and a mobile user agent. */
const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 7'];

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** A script the page fetched: its size as sent (headers and encoded body) and when it had all of it. */
export interface FetchedScript {
  url: string;
  bytes: number;
  /** Wall-clock ms, as the probe's marks. */
  finishedAt: number;
}

export interface ColdPhonePage {
  page: Page;
  /** The probe's marks, in the order they arrived. */
  marks: ProbeMark[];
  scripts: FetchedScript[];
  close(): Promise<void>;
}

const kbpsToBytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

/** Slows the page's CPU and network and records its scripts (Chrome DevTools Protocol). */
async function throttleAndRecord(cdp: CDPSession, scripts: FetchedScript[]): Promise<void> {
  // Request ids → the URL, and the offset from CDP's monotonic clock to the wall clock.
  const started = new Map<string, { url: string; wallOffset: number }>();
  const isScript = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    started.set(event.requestId, { url: event.request.url, wallOffset: event.wallTime - event.timestamp });
  });
  cdp.on('Network.responseReceived', (event) => {
    const { pathname } = new URL(event.response.url);
    if (event.type === 'Script' || pathname.endsWith('.js') || /javascript/.test(event.response.mimeType))
      isScript.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = started.get(event.requestId);
    if (!request || !isScript.has(event.requestId)) return;
    scripts.push({
      url: request.url,
      bytes: event.encodedDataLength,
      finishedAt: (event.timestamp + request.wallOffset) * 1000,
    });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.rttMs,
    downloadThroughput: kbpsToBytesPerSecond(SLOW_4G.downloadKbps),
    uploadThroughput: kbpsToBytesPerSecond(SLOW_4G.uploadKbps),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * A new, cold context signed in as the member (its session cookie), with the probe waiting for `answer`,
 * and one throttled page in it that has not navigated yet.
 *
 * Service workers are blocked (`serviceWorkers: 'block'`): a fresh context already starts without one,
 * and blocking also keeps the one the app registers during a run from precaching or answering anything,
 * so every run is cold and every script fetched shows in the page's own network records.
 */
export async function coldPhonePage(
  browser: Browser,
  base: string,
  cookie: string,
  answer: AnswerSpec,
): Promise<ColdPhonePage> {
  const context = await browser.newContext({ ...PHONE, baseURL: base, serviceWorkers: 'block' });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
    }),
  );
  const marks: ProbeMark[] = [];
  await context.exposeBinding(PROBE_BINDING, (_source, mark: ProbeMark) => {
    marks.push(mark);
  });
  await context.addInitScript(installProbe, answer);
  const page = await context.newPage();
  const scripts: FetchedScript[] = [];
  await throttleAndRecord(await context.newCDPSession(page), scripts);
  return { page, marks, scripts, close: () => context.close() };
}
