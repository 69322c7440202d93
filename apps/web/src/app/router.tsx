import { APP_ROUTE_PATTERNS, type AppRoutePattern } from '@stryd/domain';
import { startTransition, useEffect, useReducer } from 'react';
import { type RouteDefinition, Routes, useLocation } from '../lib/router';
import { PageFallback } from '../lib/ui/page-fallback';
import { RootLayout } from './layout/root-layout';
import { loadedPage, loadPage } from './page-loader';
import { RouteErrorBoundary } from './route-error-boundary';
import { NotFoundPage, RouteErrorPage } from './route-error-page';

/**
 * A screen's page once its code has loaded; until then the loading state. A navigation waits for the code
 * (the router's prepare step), so this waits only on the screen the app was opened at.
 */
function LazyPage({ pattern }: { pattern: AppRoutePattern }) {
  useLocation(); // drawn again with each view the router commits
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const loaded = loadedPage(pattern);
  useEffect(() => {
    if (loaded) return;
    const show = () => startTransition(redraw);
    loadPage(pattern).then(show, show);
  }, [loaded, pattern]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded ? <loaded.Page /> : <PageFallback />;
}

/** Every screen of the shared route table, in its order, then the not-found page for any other path. */
export const pageRoutes: readonly RouteDefinition[] = [
  ...APP_ROUTE_PATTERNS.map((pattern) => ({ path: pattern, element: <LazyPage pattern={pattern} /> })),
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Every route (docs/product.md#route-list), each page loaded when first shown so the first load carries only
 * the shell. Unknown paths and pages that fail to load or render show 'Unexpected Application Error!' inside
 * the layout: header, navigation and footer stay. If the layout itself breaks, the same page shows alone.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary fallback={<RouteErrorPage />}>
      <RootLayout>
        <RouteErrorBoundary fallback={<RouteErrorPage />}>
          <Routes routes={pageRoutes} />
        </RouteErrorBoundary>
      </RootLayout>
    </RouteErrorBoundary>
  );
}
