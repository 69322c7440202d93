import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { createQueryClient, Providers } from '../app/providers';

/** Shows where the router ended up, for redirect assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** A route as tests declare it: a path and what it shows. */
export interface TestRoute {
  path: string;
  element: ReactNode;
}

export interface RenderOptions {
  /** The URL to start at. */
  url?: string;
  /** The route pattern the element is mounted at (default '*'). */
  path?: string;
  /** Or a route table (a catch-all probe route is added unless one is given). */
  routes?: TestRoute[];
  /** Drawn around the routes, as the app's frame is. */
  layout?: ComponentType<{ children: ReactNode }>;
  /** What a navigation to a location waits for before it is shown (as a page waits for its code). */
  prepare?: (location: { pathname: string }) => Promise<unknown> | undefined;
  queryClient?: QueryClient;
  /** Add the catch-all LocationProbe route (default true; pass false to use the given routes unchanged). */
  probe?: boolean;
}

export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  return client;
}

/** Renders inside the app's providers and a router in memory (React Router's, as the app uses). */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const { url = '/', path = '*', queryClient = testQueryClient(), layout: Layout, prepare } = options;
  const routes = options.routes ?? [{ path, element: ui }];
  const withProbe =
    options.probe === false || routes.some((route) => route.path === '*')
      ? routes
      : [...routes, { path: '*', element: <LocationProbe /> }];
  const children: RouteObject[] = withProbe.map((route) => ({
    ...route,
    ...(prepare ? { loader: ({ request }) => prepare(new URL(request.url)) ?? null } : {}),
  }));
  const router = createMemoryRouter(
    Layout ? [{ element: <Layout>{<Outlet />}</Layout>, children }] : children,
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  // Where the router is now, as the browser's history would say.
  const history = {
    get location() {
      return router.state.location;
    },
    get action() {
      return router.state.historyAction;
    },
  };
  return { ...result, history, router, queryClient, user };
}
