import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { RootLayout } from './root-layout';

function renderLayout(url = '/') {
  mockApi();
  return renderWithProviders(null, {
    url,
    layout: RootLayout,
    routes: [{ path: '*', element: <h1>Content</h1> }],
  });
}

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('navigation for each width', () => {
  it('wide screens get a side navigation with the same links as the phone bottom bar', async () => {
    renderLayout();
    const bottom = await screen.findByRole('navigation', { name: 'Bottom navigation' });
    const main = screen.getByRole('navigation', { name: 'Main navigation' });
    // The bottom bar's links are checked against the product's paths in navigation.test.tsx.
    expect(linksOf(main)).toHaveLength(6);
    expect(linksOf(main)).toEqual(linksOf(bottom));
  });

  it('each navigation landmark has its own label, and only one of the two shows at any width', async () => {
    renderLayout();
    await screen.findByRole('navigation', { name: 'Main navigation' });
    const labels = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'));
    expect(new Set(labels).size).toBe(labels.length);
    // Tailwind: the bottom bar goes at the lg breakpoint, exactly where the side navigation appears.
    expect(screen.getByRole('navigation', { name: 'Bottom navigation' })).toHaveClass('lg:hidden');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveClass('hidden', 'lg:block');
  });

  it('the side navigation marks the current page', async () => {
    renderLayout('/explore-routines');
    const main = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(main).getByRole('link', { name: 'Routines' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
