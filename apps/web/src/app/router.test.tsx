import { APP_ROUTE_PATTERNS, matchAppRoute, matchPathPattern, ROBOTS_NOINDEX } from '@stryd/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import { loadPage } from './page-loader';
import { PAGE_MODULES } from './page-modules';
import { pageRoutes } from './router';

/** What the signed-out home page asks for besides the session. */
const signedOutHome = {
  'GET /api/recommendations/routines/anonymous': () => ({ items: [] }),
  'GET /api/recommendations/people/anonymous': () => ({ items: [] }),
};

describe('router', () => {
  it.each(['/no-such-page', '/definitely/not/a/page', '/stryd/u'])(
    '%s shows the error page inside the layout, with a way home, a title and noindex',
    async (url) => {
      mockApi();
      renderWithProviders(null, { app: true, url });
      const main = screen.getByRole('main');
      expect(
        await within(main).findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
      ).toBeInTheDocument();
      expect(within(main).getByText(`404 Not Found: there is no page at ${url}.`)).toBeInTheDocument();
      expect(within(main).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('navigation', { name: 'Bottom navigation' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(document.title).toBe('Page not found | Stryd');
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', ROBOTS_NOINDEX);
      expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
    },
  );

  it.each(APP_ROUTE_PATTERNS)('%s loads the component its page table entry names', async (pattern) => {
    const Page = await loadPage(pattern);
    expect(Page.name).toBe(PAGE_MODULES[pattern][1]);
    expect(loadPage(pattern)).toBe(loadPage(pattern));
  });

  it('declares exactly the screens of the shared route table, and matches paths as the server does', () => {
    const declared = pageRoutes.map((route) => route.path);
    expect(declared).toEqual([...APP_ROUTE_PATTERNS, '*']);
    const samples = [
      '/',
      '/welcome/',
      '/WELCOME',
      '/w%65lcome',
      '/stryd/u/Leg%20Day',
      '/stryd/u/a%2Fb',
      '/stryd/u',
      '/stryd//x',
      '/profile/u1',
      '/profile',
      '/no-such-page',
      '/people/x',
    ];
    for (const path of samples) {
      const drawn = pageRoutes.find((route) => matchPathPattern(route.path, path) !== null);
      expect(drawn?.path === '*' ? null : drawn?.path, path).toBe(matchAppRoute(path));
    }
  });

  it.each([
    ['/', 'Home | Stryd', 'Welcome to Stryd'],
    ['/welcome', 'Stryd | fitness, your way', 'Stryd: fitness, your way'],
    ['/login', 'Log in | Stryd', 'Log in'],
    ['/signup', 'Sign up | Stryd', 'Create your account'],
    ['/cali-chat', 'Cali chat | Stryd', 'Cali chat'],
  ])('%s renders its page with one h1 and its own title', async (url, title, heading) => {
    mockApi({ handlers: signedOutHome });
    renderWithProviders(null, { app: true, url });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(title);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Bottom navigation' })).toBeInTheDocument();
  });

  it.each(['%2F%2Fevil.example', '/.//evil.example', '/x/..//evil.example'])(
    '/auth-callback?redirectTo=%s is kept out of search results and goes to a safe redirectTo',
    async (redirectTo) => {
      mockApi({ handlers: signedOutHome });
      renderWithProviders(null, { app: true, url: `/auth-callback?redirectTo=${redirectTo}` });
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Stryd' })).toBeInTheDocument();
      expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    },
  );
});
