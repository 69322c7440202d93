import { afterEach, beforeEach } from 'vitest';

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

/** Lets React's scheduler run what it has left (a later hydration, a deferred render, a redraw). */
export const settled = () => new Promise((done) => setTimeout(done, 50));
