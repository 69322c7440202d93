import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { createQueryClient, Providers } from '../app/providers';

/** Shows where the router ended up, for redirect assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderOptions {
  /** The URL to start at. */
  url?: string;
  /** The route pattern the element is mounted at (default '*'). */
  path?: string;
  /** Or full route objects (a catch-all probe route is added unless one is given). */
  routes?: RouteObject[];
  queryClient?: QueryClient;
  /** Add the catch-all LocationProbe route (default true; pass false to use the app's routes unchanged). */
  probe?: boolean;
}

export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  return client;
}

/** Renders inside the app's providers and a memory router. */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const { url = '/', path = '*', queryClient = testQueryClient() } = options;
  const routes: RouteObject[] = options.routes ?? [{ path, element: ui }];
  const withProbe =
    options.probe === false || routes.some((route) => route.path === '*')
      ? routes
      : [...routes, { path: '*', element: <LocationProbe /> }];
  const router = createMemoryRouter(withProbe, { initialEntries: [url] });
  const user = userEvent.setup();
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient, user };
}
