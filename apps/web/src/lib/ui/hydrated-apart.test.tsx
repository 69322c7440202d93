import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { rendered, settled, withReactScheduler } from '../../test/react-scheduler';
import { hydratedApart } from './hydrated-apart';

let drawn: string[] = [];
withReactScheduler();
afterEach(() => {
  drawn = [];
});

function Part({ name, count = 0 }: { name: string; count?: number }) {
  drawn.push(name);
  return (
    <button type="button" aria-label={name}>
      {name} {count}
    </button>
  );
}
const PartApart = hydratedApart(Part);

/** A page of two parts and a counter of its own, as the routine page's workouts around its session. */
function Page({ apart }: { apart: boolean }) {
  const [clicks, setClicks] = useState(0);
  drawn.push('page');
  const Shown = apart ? PartApart : Part;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a test page counts the clicks that reach it
    // biome-ignore lint/a11y/useKeyWithClickEvents: idem
    <div onClick={() => setClicks((n) => n + 1)}>
      <output>{clicks}</output>
      <Shown name="first" />
      <Shown name="second" />
    </div>
  );
}

/** The page as the server drew it, then hydrated; nothing of the hydration has run yet when this returns. */
function drawnThenHydrating(apart: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page apart={apart} />);
  document.body.append(container);
  drawn = [];
  const root = hydrateRoot(container, <Page apart={apart} />);
  const button = (name: string) => container.querySelector(`[aria-label="${name}"]`) as HTMLButtonElement;
  return { container, root, button };
}

describe('hydratedApart', () => {
  it('is its own Suspense boundary in the HTML the server draws', () => {
    const html = renderToString(<PartApart name="first" />);
    expect(html).toMatch(/^<!--\$-->.*first.*<!--\/\$-->$/);
  });

  it('a tap while the page hydrates hydrates the page and the part tapped, not the other parts', async () => {
    const { root, button, container } = drawnThenHydrating(true);
    button('first').click();
    expect(drawn).toEqual(['page', 'first']);
    // The tap reached the page's handler once the part was hydrated, and the other part followed later.
    await rendered(() => expect(drawn).toContain('second'));
    expect(container.querySelector('output')?.textContent).toBe('1');
    root.unmount();
  });

  it('without it, the same tap hydrates the whole page at once', () => {
    const { root, button } = drawnThenHydrating(false);
    button('first').click();
    expect(drawn).toEqual(['page', 'first', 'second']);
    root.unmount();
  });

  it('a redraw of the page leaves a part whose props are equal as it was', async () => {
    const { root, button } = drawnThenHydrating(true);
    await settled();
    drawn = [];
    button('second').click();
    await settled();
    expect(drawn).toEqual(['page']);
    root.unmount();
  });

  it('with areEqual, props rebuilt on every render but equal leave the part as it was; changed ones redraw it', async () => {
    const Counted = hydratedApart(Part, (a, b) => a.name === b.name && a.count === b.count);
    function Counter() {
      const [clicks, setClicks] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setClicks((n) => n + 1)}>
            more
          </button>
          <Counted {...{ name: 'fixed', count: 0 }} />
          <Counted {...{ name: 'moving', count: clicks }} />
        </>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<Counter />);
    await settled();
    drawn = [];
    (container.querySelector('button') as HTMLButtonElement).click();
    await settled();
    expect(drawn).toEqual(['moving']);
    root.unmount();
  });
});
