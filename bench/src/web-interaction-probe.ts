/**
 * What the interaction pass runs inside each page it opens (an init script: every document of the
 * context, before the page's own scripts). It reports to the bench, through the binding PROBE_BINDING,
 * the person's inputs and the moment the awaited answer is on screen, each as a time on the wall clock
 * (`performance.timeOrigin + …`, in ms) so that a tap in one document and an answer in the next one (a
 * link followed by a full page load) compare.
 *
 * Written against what a person sees (roles, names, headings, the page's path), as the e2e tests select,
 * not the app's internals, so it measures the same thing whichever way the app draws its pages.
 */

export const PROBE_BINDING = '__strydBenchReport';

/** The answer a case waits for: everything given must be on screen. */
export interface AnswerSpec {
  /** The page's path must match this (a RegExp source). */
  path: string;
  /**
   * A visible button or checkbox of this accessible name (aria-label or text); with `pressed`, one that
   * shows it: aria-pressed="true" on a button, ticked on a checkbox.
   */
  control?: { name: string; pressed?: boolean };
  /** A visible level-1 heading; with `text`, one reading exactly that. */
  heading?: { text?: string };
}

export type ProbeMark =
  /** A touch or key as the browser received it (the event's own time, not when a handler got to it). */
  | { type: 'input'; kind: 'tap' | 'key'; at: number; target: string }
  /** The answer is in the DOM and the frame that paints it has started; `text` is the page's h1's. */
  | { type: 'answer'; at: number; path: string; text: string };

type Report = (mark: ProbeMark) => void;

/** The init script. Self-contained: Playwright sends its source text to the page. */
export function installProbe(spec: AnswerSpec): void {
  // tsx (esbuild's keepNames) wraps named functions below in __name(…), which the page does not have.
  const scope = globalThis as { __name?: (f: unknown) => unknown };
  scope.__name ??= (f) => f;
  // PROBE_BINDING, by name: the page sees none of this module's constants.
  const report = (globalThis as unknown as Record<string, Report | undefined>).__strydBenchReport;
  if (!report) return;
  const epoch = (sinceOrigin: number) => performance.timeOrigin + sinceOrigin;
  const describe = (target: EventTarget | null) => {
    const element = target instanceof Element ? target.closest('button, a, label, input, textarea') : null;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim().slice(0, 60);
  };
  // Capture listeners on window, added before any of the page's: they see each input first.
  addEventListener(
    'touchstart',
    (event) =>
      report({ type: 'input', kind: 'tap', at: epoch(event.timeStamp), target: describe(event.target) }),
    { capture: true, passive: true },
  );
  addEventListener(
    'keydown',
    (event) =>
      report({ type: 'input', kind: 'key', at: epoch(event.timeStamp), target: describe(event.target) }),
    { capture: true },
  );

  const pathPattern = new RegExp(spec.path);
  const visible = (element: Element) => element.checkVisibility();
  const headings = () => [...document.querySelectorAll('h1')].filter(visible);
  const named = (element: Element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  const isPressed = (element: Element) =>
    element instanceof HTMLInputElement ? element.checked : element.getAttribute('aria-pressed') === 'true';
  const hasControl = ({ name, pressed }: NonNullable<AnswerSpec['control']>) =>
    [...document.querySelectorAll('button, input[type="checkbox"]')].some(
      (element) => named(element) === name && (!pressed || isPressed(element)) && visible(element),
    );
  const hasHeading = ({ text }: NonNullable<AnswerSpec['heading']>) =>
    headings().some((h1) => text === undefined || h1.textContent?.trim() === text);
  const answered = () =>
    pathPattern.test(location.pathname) &&
    (!spec.control || hasControl(spec.control)) &&
    (!spec.heading || hasHeading(spec.heading));
  let reported = false;
  const check = () => {
    if (reported || !answered()) return;
    reported = true;
    observer.disconnect();
    clearInterval(poll);
    const text = headings()[0]?.textContent?.trim() ?? '';
    // The answer counts once the frame that paints it begins, not when the DOM first holds it.
    requestAnimationFrame((frameStart) =>
      report({ type: 'answer', at: epoch(frameStart), path: location.pathname, text }),
    );
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // A box ticked by the browser changes a property, not the DOM: its input event says so.
  addEventListener('input', check, { capture: true });
  // A safety net for an answer no mutation announces (a client-side navigation that only changes the path).
  const poll = setInterval(check, 100);
}
