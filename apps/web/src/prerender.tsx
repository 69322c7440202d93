import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import { PageFallback } from './lib/ui/page-fallback';

/**
 * Renders one app path, signed out, to HTML at build time (the build's prerender step), so a content-only
 * page is painted before any JavaScript has run. The browser app then draws the same page over it.
 */
export function renderPath(path: string): Promise<string> {
  return renderRoutes(routes, path);
}

async function renderRoutes(routeTable: RouteObject[], path: string): Promise<string> {
  const handler = createStaticHandler(routeTable);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects; only plain pages can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Providers queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}

/**
 * What the app draws first on any screen but a prerendered one: the layout, with the loading state a
 * screen shows while its code arrives, no one signed in yet and no navigation link current. The build
 * puts it in index.html, so a screen's frame is painted before any JavaScript has run.
 */
export async function renderAppShell(): Promise<string> {
  const [layout] = routes;
  if (!layout?.element) throw new Error('The router has no layout route');
  const { element, errorElement } = layout;
  return renderRoutes(
    [{ path: '/', element, errorElement, children: [{ path: '*', element: <PageFallback /> }] }],
    '/app-shell',
  );
}
