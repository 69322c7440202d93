import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useWeightUnit } from './weight-unit';

function Unit({ label, seen = [] }: { label: string; seen?: string[] }) {
  const [unit, choose] = useWeightUnit();
  seen.push(unit);
  return (
    <button type="button" aria-label={label} onClick={() => choose(unit === 'kg' ? 'lb' : 'kg')}>
      {unit}
    </button>
  );
}

afterEach(() => localStorage.clear());

describe('useWeightUnit', () => {
  it('is kg until one is picked, and remembers the pick on this device', () => {
    render(<Unit label="unit" />);
    expect(screen.getByRole('button')).toHaveTextContent('kg');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('lb');
    expect(localStorage.getItem('stryd.weightUnit')).toBe('lb');
  });

  it('changes everywhere it is shown at once', () => {
    render(
      <>
        <Unit label="card" />
        <Unit label="history" />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'card' }).click());
    expect(screen.getByRole('button', { name: 'history' })).toHaveTextContent('lb');
  });

  it('a drawn page shows kg and is taken over as drawn; the device’s lb follows right after', () => {
    localStorage.setItem('stryd.weightUnit', 'lb');
    expect(renderToString(<Unit label="unit" />)).toContain('>kg<');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Unit label="unit" />);
    const seen: string[] = [];
    const mismatches: unknown[] = [];
    render(<Unit label="unit" seen={seen} />, {
      container,
      hydrate: true,
      onRecoverableError: (error) => mismatches.push(error),
    });
    expect(seen[0]).toBe('kg');
    expect(screen.getByRole('button')).toHaveTextContent('lb');
    expect(mismatches).toEqual([]);
  });

  it('a pick in another tab shows here', () => {
    render(<Unit label="unit" />);
    act(() => {
      localStorage.setItem('stryd.weightUnit', 'lb');
      window.dispatchEvent(new StorageEvent('storage', { key: 'stryd.weightUnit' }));
    });
    expect(screen.getByRole('button')).toHaveTextContent('lb');
  });
});
