import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import { COMING_SOON_ROUTES } from './coming-soon-routes';
import { routes } from './router';

describe('router', () => {
  it("shows React Router's default error page for an unknown route", async () => {
    mockApi();
    // The default error element logs the 404 in development; that is the page working as specified.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(null, { routes, url: '/definitely/not/a/page', probe: false });
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
  });

  it('declares every route of SPEC §2', () => {
    const declared = routes[0]!.children!.map((route) => (route.index ? '/' : `/${route.path}`));
    expect(new Set(declared)).toEqual(
      new Set([
        '/',
        '/welcome',
        '/login',
        '/signup',
        '/interests',
        '/choice',
        '/generated-stryds',
        '/stryd/:userID/:routineName',
        '/add-routine',
        '/profile-page',
        '/explore-routines',
        '/people',
        '/profile/:userID',
        '/upgrade',
        '/plan-confirm',
        '/meals',
        '/cali-chat',
        '/auth-callback',
      ]),
    );
  });

  it.each([
    ['/', 'Home | Stryd', 'Welcome to Stryd'],
    ['/welcome', 'Stryd | fitness, your way', 'Stryd: fitness, your way'],
    ['/login', 'Log in | Stryd', 'Log in'],
    ['/signup', 'Sign up | Stryd', 'Create your account'],
    ['/cali-chat', 'Cali chat | Stryd', 'Cali chat'],
  ])('%s renders its page with one h1 and its own title', async (url, title, heading) => {
    mockApi();
    renderWithProviders(null, { routes, url });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(title);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Bottom navigation' })).toBeInTheDocument();
  });

  it.each(
    COMING_SOON_ROUTES.map((route) => [
      route.path.replace(':userID', 'u1').replace(':routineName', 'Leg%20Day'),
      route,
    ]),
  )('%s shows the coming-soon page with its title', async (url, route) => {
    mockApi();
    renderWithProviders(null, { routes, url });
    expect(await screen.findByRole('heading', { level: 1, name: route.title })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(document.title).toBe(`${route.title} | Stryd`);
  });

  it('/auth-callback is kept out of search results and goes to a safe redirectTo', async () => {
    mockApi();
    renderWithProviders(null, { routes, url: '/auth-callback?redirectTo=%2F%2Fevil.example' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Stryd' })).toBeInTheDocument();
  });
});
