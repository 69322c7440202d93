import { APP_ROUTE_PATTERNS, type AppRoutePattern } from '@stryd/domain';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageFallback } from '../lib/ui/page-fallback';
import { RootLayout } from './layout/root-layout';
import { PAGE_MODULES, pageModulePath } from './page-modules';
import { NotFoundPage, RouteErrorPage } from './route-error-page';

/** The page modules, each loaded when its screen is first shown (a chunk of its own). */
const pageModules = import.meta.glob<Record<string, ComponentType | undefined>>(
  '../features/*/pages/*-page.tsx',
);

async function loadPage(pattern: AppRoutePattern): Promise<ComponentType> {
  const load = pageModules[`../${pageModulePath(pattern)}`];
  const Page = load && (await load())[PAGE_MODULES[pattern][1]];
  if (!Page) throw new Error(`No page component for ${pattern}`);
  return Page;
}

const fallback = <PageFallback />;

function pageRoute(pattern: AppRoutePattern): RouteObject {
  const lazy = async () => ({ Component: await loadPage(pattern) });
  return pattern === '/'
    ? { index: true, hydrateFallbackElement: fallback, lazy }
    : { path: pattern.slice(1), hydrateFallbackElement: fallback, lazy };
}

/**
 * Every route (docs/product.md#route-list), loaded lazily so the first load carries only the shell. Unknown
 * paths and pages that fail to load or render show 'Unexpected Application Error!' inside the layout: the
 * error boundary sits on a pathless child, so the header, navigation and footer stay.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    // Last resort when the layout itself breaks: the same page without the layout, still no stack.
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [...APP_ROUTE_PATTERNS.map(pageRoute), { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
