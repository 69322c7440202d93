import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span>{hydrated ? 'browser' : 'drawn'}</span>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating that markup, then true, with no mismatch', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Probe seen={[]} />);
    expect(container.textContent).toBe('drawn');

    const seen: boolean[] = [];
    const mismatches: unknown[] = [];
    render(<Probe seen={seen} />, {
      container,
      hydrate: true,
      onRecoverableError: (error) => mismatches.push(error),
    });
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('browser');
    expect(mismatches).toEqual([]);
  });

  it('is true from the first render when nothing was drawn before', () => {
    const seen: boolean[] = [];
    const { container } = render(<Probe seen={seen} />);
    expect(seen).not.toContain(false);
    expect(container.textContent).toBe('browser');
  });
});
