import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';

// A page that breaks while rendering, as a bug or a bad answer would make it.
vi.mock('../features/welcome/pages/welcome-page', () => ({
  WelcomePage: () => {
    throw new Error('boom at WelcomePage (welcome-page.tsx:12)');
  },
}));

// The layout itself can break too (here its footer, when a test says so).
const broken = vi.hoisted(() => ({ footer: false }));
vi.mock('./layout/site-footer', async (importOriginal) => {
  const { SiteFooter } = await importOriginal<typeof import('./layout/site-footer')>();
  return {
    SiteFooter: () => {
      if (broken.footer) throw new Error('boom at SiteFooter (site-footer.tsx:9)');
      return <SiteFooter />;
    },
  };
});

afterEach(() => {
  broken.footer = false;
});

function quietRouterErrors() {
  // React reports the caught render error on the console; that is the page working.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}

describe('router: a page that throws while rendering', () => {
  it('shows the error page inside the layout, with a way home and no stack trace', async () => {
    mockApi();
    quietRouterErrors();
    renderWithProviders(null, { app: true, url: '/welcome' });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(
      within(main).getByText('Something went wrong on this page. Please try again.'),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Bottom navigation' })).toBeInTheDocument();
    expect(document.title).toBe('Something went wrong | Stryd');
    expect(document.body).not.toHaveTextContent(/boom|welcome-page\.tsx/);
  });

  it('a broken layout still shows the error page with a way home and no stack trace', async () => {
    mockApi();
    quietRouterErrors();
    broken.footer = true;
    renderWithProviders(null, { app: true, url: '/people' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent(/boom|site-footer\.tsx/);
  });
});
