import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_READY_EVENT } from '../src/lib/app-ready';
import { deferApp, entrySrcOf, PAINT_WAIT_MS, startOnIntentScript, withAppShell } from './prerender';

const SHELL =
  '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

describe('withAppShell', () => {
  it('draws the frame in #root, inert and hidden from assistive technology, without head tags', () => {
    const html = withAppShell(SHELL, '<title>x</title><header>Stryd</header><main>Loading…</main>');
    expect(html).toContain(
      '<div id="root"><div data-app-shell inert aria-hidden="true"><header>Stryd</header><main>Loading…</main></div></div>',
    );
    expect(html).not.toContain('<title>x</title>');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('refuses a page without an empty #root', () => {
    expect(() => withAppShell('<div id="root"><p>drawn</p></div>', '<main></main>')).toThrow(/#root/);
  });
});

describe('deferApp', () => {
  const built = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-2.js">
    <link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous" />
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head><body><div id="root"><main>drawn</main></div></body>`;

  it('swaps the entry and its preloads (modules, the account answer) for the start-on-intent script, keeping the stylesheet', () => {
    const html = deferApp(built, '/assets/start-on-intent-x.js');
    expect(html).toContain('<script type="module" src="/assets/start-on-intent-x.js"></script>');
    expect(html).not.toContain('index-abc.js');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/api/me');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain('<main>drawn</main>');
  });

  it('finds the entry, and refuses a page without one', () => {
    expect(entrySrcOf(built)).toBe('/assets/index-abc.js');
    expect(() => entrySrcOf('<head></head>')).toThrow(/entry/);
  });

  // The build may start a chunk the entry imports (the bundler's runtime) as a script of its own.
  const withRuntime = `<head>
    <script type="module" crossorigin src="/assets/runtime-1.js"></script>
    <script type="module" crossorigin src="/assets/app-2.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-3.css">
  </head><body><div id="root"><main>drawn</main></div></body>`;

  it('takes the last module script as the entry, and swaps every module script for one start script', () => {
    expect(entrySrcOf(withRuntime)).toBe('/assets/app-2.js');
    const html = deferApp(withRuntime, '/assets/start-on-intent-x.js');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/start-on-intent-x.js"></script>');
    expect(html).not.toContain('runtime-1.js');
    expect(html).not.toContain('app-2.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-3.css">');
  });
});

describe('startOnIntentScript: how a page drawn before the app ran starts it', () => {
  const ENTRY = '/assets/index-abc.js';

  /**
   * Lets the page's timers run: each turn waits for the timers queued before it, so the script's few
   * chained steps (a frame, then a timeout) are done after these, however busy the machine.
   */
  async function turns(count = 5) {
    for (let turn = 0; turn < count; turn += 1) await new Promise((done) => setTimeout(done));
  }

  /**
   * Runs the script as the browser would, on a page (a fresh element standing in for the window, so each
   * test has its own listeners), with `import()` recorded instead of made.
   */
  async function drawnPage(
    storedTheme?: string,
    observer?: unknown,
    fetchEntry: () => Promise<void> = () => Promise.resolve(),
  ) {
    if (storedTheme) localStorage.setItem('theme', storedTheme);
    const page = document.createElement('div');
    page.innerHTML = '<button type="button">Switch to light theme</button><a href="/signup">Sign Up</a>';
    document.body.append(page);
    const imports: string[] = [];
    const script = startOnIntentScript(ENTRY);
    expect(script).toContain('import(entry)');
    new Function(
      'load',
      'addEventListener',
      'requestAnimationFrame',
      'PerformanceObserver',
      script.replace('import(entry)', 'load(entry)'),
    )(
      (src: string) => {
        imports.push(src);
        return fetchEntry();
      },
      page.addEventListener.bind(page),
      (draw: () => void) => setTimeout(draw),
      observer,
    );
    await turns(); // painted
    return { page, imports, button: page.querySelector('button')!, link: page.querySelector('a')! };
  }

  /** The browser's paint observer, reporting the paint entry a test names. */
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    static report = (_name: string) => {};
    constructor(callback: (list: { getEntries(): { name: string }[] }, observer: PaintObserver) => void) {
      PaintObserver.report = (name) => callback({ getEntries: () => [{ name }] }, this);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {}
  }

  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
    for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) link.remove();
    localStorage.clear();
  });

  it('runs nothing of the app once painted, but fetches its entry ahead', async () => {
    const { imports } = await drawnPage();
    expect(imports).toEqual([]);
    expect(document.head.querySelector('link[rel="prefetch"]')?.getAttribute('href')).toBe(ENTRY);
  });

  it('where the browser reports paints, fetches the entry ahead only once content is painted', async () => {
    await drawnPage(undefined, PaintObserver);
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
    PaintObserver.report('first-paint'); // the background alone
    await turns();
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
    PaintObserver.report('first-contentful-paint');
    await turns();
    expect(document.head.querySelector('link[rel="prefetch"]')?.getAttribute('href')).toBe(ENTRY);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'])(
    'starts the app on the first %s, once',
    async (type) => {
      const { page, imports } = await drawnPage();
      page.dispatchEvent(new Event(type, { bubbles: true }));
      page.dispatchEvent(new Event(type, { bubbles: true }));
      expect(imports).toEqual([ENTRY]);
    },
  );

  it('holds a button pressed before the app runs and presses it again once it has taken over', async () => {
    const { page, imports, button } = await drawnPage(undefined, PaintObserver);
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    button.click();
    expect(imports).toEqual([ENTRY]);
    expect(pressed).not.toHaveBeenCalled();
    page.dispatchEvent(new Event(APP_READY_EVENT));
    expect(pressed).toHaveBeenCalledTimes(1);
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('lets the next press try again when the entry could not be fetched', async () => {
    let fails = true;
    const fetchEntry = () => (fails ? Promise.reject(new Error('offline')) : Promise.resolve());
    const { page, imports } = await drawnPage(undefined, undefined, fetchEntry);
    page.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await turns();
    fails = false;
    page.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await turns();
    page.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(imports).toEqual([ENTRY, ENTRY]);
  });

  it('lets a link work as a link (its click is not held) while starting the app', async () => {
    const { imports, link } = await drawnPage();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(imports).toEqual([ENTRY]);
  });

  it('starts the app as soon as the page is painted when a light theme is stored (the app applies it)', async () => {
    const { imports } = await drawnPage('light');
    expect(imports).toEqual([ENTRY]);
  });

  it('fetches the entry ahead PAINT_WAIT_MS after the load when the browser never reports its content painted', async () => {
    vi.useFakeTimers();
    const drawn = drawnPage(undefined, PaintObserver);
    await vi.advanceTimersByTimeAsync(10);
    await drawn;
    PaintObserver.report('first-paint');
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 20);
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
    await vi.advanceTimersByTimeAsync(20);
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(1);
    // A report that comes after all does not fetch it twice.
    PaintObserver.report('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS);
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(1);
  });
});
