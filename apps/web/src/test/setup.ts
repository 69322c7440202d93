import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach } from 'vitest';
import { setDeviceCookie } from './device-cookie';
import { takeUnhandledRequests } from './unhandled-requests';

// findBy* waits up to 5 s, not 1 s: a file's first test also loads its lazy pages, which on a busy
// 2-core CI machine took 1.7 s. A page that never shows the element still fails.
configure({ asyncUtilTimeout: 5000 });

/**
 * console.error fails the test that caused it (React act() warnings, prop-type mistakes, unexpected
 * failures). A test that expects an error replaces console.error itself with vi.spyOn(...).mockImplementation.
 */
const originalConsoleError = console.error;
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  // sonner replays still-visible toasts to every new Toaster; start each test with none.
  toast.dismiss();
  // A request left over from the previous test is not this test's.
  takeUnhandledRequests();
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalConsoleError(...args);
  };
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
});

afterEach(() => {
  cleanup();
  console.error = originalConsoleError;
  localStorage.clear();
  // The device's display preferences (lib/display-prefs) are cookies: each test starts without them.
  for (const name of ['stryd-unit', 'stryd-theme']) setDeviceCookie(`${name}=; Path=/; Max-Age=0`);
  document.body.removeAttribute('data-theme');
  document.documentElement.classList.remove('dark');
  for (const node of document.head.querySelectorAll('title, meta, link')) node.remove();
  const unhandled = takeUnhandledRequests();
  if (unhandled.length > 0)
    throw new Error(`mockApi had no handler for ${unhandled.length} request(s): ${unhandled.join(', ')}`);
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]!
      .map((part) => (part instanceof Error ? part.message : String(part)))
      .join(' ');
    throw new Error(`console.error was called ${consoleErrors.length} time(s); first: ${first}`);
  }
});
