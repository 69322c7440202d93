import { afterEach, beforeEach, vi } from 'vitest';

type ActScope = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * For the tests of a file that watch React hydrate and render as in a browser, on React's own scheduler
 * (act() would run every hydration and render at once). Call at the top of the file; the document is
 * emptied after each test.
 */
export function withReactScheduler(): void {
  let actBefore: boolean | undefined;
  beforeEach(() => {
    actBefore = (globalThis as ActScope).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as ActScope).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as ActScope).IS_REACT_ACT_ENVIRONMENT = actBefore;
    document.body.innerHTML = '';
  });
}

/**
 * Lets React's scheduler run what it has left (a later hydration, a deferred render, a redraw), for a
 * check that nothing more happened. A check that something did happen waits with `rendered` instead.
 */
export const settled = () => new Promise((done) => setTimeout(done, 50));

/**
 * Waits until React's scheduler has done what `check` expects (up to 5 s): on a loaded machine its later
 * renders can take longer than `settled` waits.
 */
export const rendered = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 10 });
