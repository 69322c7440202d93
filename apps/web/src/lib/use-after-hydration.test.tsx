import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rendered, withReactScheduler } from '../test/react-scheduler';
import { useAfterHydration } from './use-after-hydration';
import { useHydrated } from './use-hydrated';

withReactScheduler();

/** A page with a counter and a part that waits for `wait`; records what the part saw in each render. */
function pageOf(wait: () => boolean, seen: boolean[]) {
  function Late() {
    const ready = wait();
    seen.push(ready);
    return ready ? <aside>late part</aside> : null;
  }
  return function Page() {
    const [taps, setTaps] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setTaps((n) => n + 1)}>
          tapped {taps}
        </button>
        <Late />
      </>
    );
  };
}

/** The page drawn by the server, hydrating, and tapped before React got to it. */
function tappedWhileHydrating(wait: () => boolean) {
  const seen: boolean[] = [];
  const Page = pageOf(wait, seen);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Page />);
  const root = hydrateRoot(container, <Page />);
  seen.length = 0;
  (container.querySelector('button') as HTMLButtonElement).click();
  return { container, root, seen };
}

describe('useAfterHydration', () => {
  it('is false on the server', () => {
    const seen: boolean[] = [];
    const Page = pageOf(useAfterHydration, seen);
    expect(renderToString(<Page />)).not.toContain('late part');
    expect(seen).toEqual([false]);
  });

  it('a tap that makes React hydrate at once does not draw the part; it comes right after', async () => {
    const { container, root, seen } = tappedWhileHydrating(useAfterHydration);
    // The page was hydrated within the tap, the part drawn as the server drew it (nothing).
    expect(seen).toEqual([false]);
    expect(container.querySelector('aside')).toBeNull();
    await rendered(() => expect(container.querySelector('aside')?.textContent).toBe('late part'));
    expect(container.querySelector('button')?.textContent).toBe('tapped 1');
    root.unmount();
  });

  it('useHydrated, by contrast, draws the part inside that tap', () => {
    const { root, seen } = tappedWhileHydrating(useHydrated);
    expect(seen).toContain(true);
    root.unmount();
  });
});
