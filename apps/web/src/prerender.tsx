import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';

/**
 * Renders one app path, signed out, to HTML at build time (the build's prerender step), so a content-only
 * page is painted before any JavaScript has run. The browser app then draws the same page over it.
 */
export async function renderPath(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects; only plain pages can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Providers queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}
