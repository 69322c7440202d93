import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { pageCodeFor } from '../app/page-loader';
import { createQueryClient, Providers } from '../app/providers';
import { AppRoutes } from '../app/router';
import {
  createMemoryHistory,
  type PrepareNavigation,
  type RouteDefinition,
  Router,
  Routes,
  useLocation,
} from '../lib/router';

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
  /** Or a route table (a catch-all probe route is added unless one is given). */
  routes?: RouteDefinition[];
  /** Drawn around the routes, as the app's layout is. */
  layout?: ComponentType<{ children: ReactNode }>;
  /** What a navigation waits for before it is shown (the app's: a page's code). */
  prepare?: PrepareNavigation;
  /** The app's own routes and layout, as the browser gets them (ui, path, routes and layout unused). */
  app?: boolean;
  queryClient?: QueryClient;
  /** Add the catch-all LocationProbe route (default true; pass false to use the given routes unchanged). */
  probe?: boolean;
}

export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  return client;
}

/** Renders inside the app's providers and a router on a history in memory. */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const { url = '/', path = '*', queryClient = testQueryClient(), layout: Layout } = options;
  const routes = options.routes ?? [{ path, element: ui }];
  const withProbe =
    options.probe === false || routes.some((route) => route.path === '*')
      ? routes
      : [...routes, { path: '*', element: <LocationProbe /> }];
  const drawn = <Routes routes={withProbe} />;
  const history = createMemoryHistory([url]);
  const user = userEvent.setup();
  const result = render(
    <Providers queryClient={queryClient}>
      <Router history={history} prepare={options.app ? pageCodeFor : options.prepare}>
        {options.app ? <AppRoutes /> : Layout ? <Layout>{drawn}</Layout> : drawn}
      </Router>
    </Providers>,
  );
  return { ...result, history, queryClient, user };
}
