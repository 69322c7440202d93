import { describe, expect, it } from 'vitest';
import { renderAppShell } from './prerender';

describe('renderAppShell: the frame index.html paints before the app runs', () => {
  it('is the layout with a screen’s loading state, no one signed in yet and no link current', async () => {
    const frame = document.createElement('div');
    frame.innerHTML = await renderAppShell();
    expect(frame.querySelector('header')).not.toBeNull();
    expect(frame.querySelector('nav[aria-label="Bottom navigation"]')).not.toBeNull();
    expect(frame.querySelector('main [role="status"]')?.textContent).toBe('Loading…');
    expect(frame.querySelector('[aria-current]')).toBeNull();
    expect(frame.querySelector('a[href="/login"], a[href="/signup"]')).toBeNull();
  });
});
