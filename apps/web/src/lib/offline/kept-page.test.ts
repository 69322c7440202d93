import { afterEach, describe, expect, it } from 'vitest';
import { adoptKeptPage, DRAWN_ADDRESS_META, sameAddress } from './kept-page';

describe('sameAddress', () => {
  it('compares addresses without their encoding', () => {
    expect(sameAddress('/stryd/u1/Push%20day', '/stryd/u1/Push day')).toBe(true);
    expect(sameAddress('/stryd/u1/Push%20day?x=1', '/stryd/u1/Push%20day?x=1')).toBe(true);
    expect(sameAddress('/stryd/u1/Push', '/')).toBe(false);
    expect(sameAddress('/%E0%A4%A', '/%E0%A4%A')).toBe(true);
  });
});

describe('adoptKeptPage', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    history.replaceState(null, '', '/');
  });

  const drawnFor = (address: string) => {
    const meta = document.createElement('meta');
    meta.name = DRAWN_ADDRESS_META;
    meta.content = address;
    document.head.append(meta);
  };

  it('leaves a page drawn for this address as it is', () => {
    history.replaceState(null, '', '/stryd/u1/Push%20day');
    drawnFor('/stryd/u1/Push%20day');
    adoptKeptPage();
    expect(location.pathname).toBe('/stryd/u1/Push%20day');
  });

  it('sets the address back to the one a kept page was drawn for, without a new history entry', () => {
    history.replaceState(null, '', '/stryd/u1/Push?from=home');
    const entries = history.length;
    drawnFor('/');
    adoptKeptPage();
    expect(location.pathname + location.search).toBe('/');
    expect(history.length).toBe(entries);
  });

  it('does nothing without the mark (a page from before it)', () => {
    history.replaceState(null, '', '/history');
    adoptKeptPage();
    expect(location.pathname).toBe('/history');
  });
});
