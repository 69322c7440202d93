import { matchAppRoute } from '@stryd/domain';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { RootLayout } from './app/layout/root-layout';
import { loadPage } from './app/page-loader';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { createMemoryHistory, Router } from './lib/router';
import { PageFallback } from './lib/ui/page-fallback';

function renderAt(path: string, content: ReactNode): string {
  return renderToString(
    <Providers queryClient={createQueryClient()}>
      <Router history={createMemoryHistory([path])}>{content}</Router>
    </Providers>,
  );
}

/**
 * Renders one app path, signed out, to HTML at build time (the build's prerender step), so a content-only
 * page is painted before any JavaScript has run. The browser app then draws the same page over it.
 */
export async function renderPath(path: string): Promise<string> {
  const screen = matchAppRoute(path);
  if (!screen) throw new Error(`${path} is not a screen of the app`);
  // Loaded first, so the page draws itself rather than the loading state its code would wait in.
  await loadPage(screen);
  return renderAt(path, <AppRoutes />);
}

/**
 * What the app draws first on any screen but a prerendered one: the layout, with the loading state a
 * screen shows while its code arrives, no one signed in yet and no navigation link current. The build
 * puts it in index.html, so a screen's frame is painted before any JavaScript has run.
 */
export async function renderAppShell(): Promise<string> {
  return renderAt(
    '/app-shell',
    <RootLayout>
      <PageFallback />
    </RootLayout>,
  );
}
