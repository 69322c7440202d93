import { readFile } from 'node:fs/promises';
import { matchAppRoute, type ScreenData } from '@stryd/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { RootLayout } from './app/layout/root-layout';
import { loadPage } from './app/page-loader';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { seedScreenData } from './app/screen-data';
import { createMemoryHistory, Router } from './lib/router';
import { PageFallback } from './lib/ui/page-fallback';
import { drawnScreenHtml, pageHtml } from './screen-document';

function renderAt(path: string, content: ReactNode, queryClient: QueryClient = createQueryClient()): string {
  return renderToString(
    <Providers queryClient={queryClient}>
      <Router history={createMemoryHistory([path])}>{content}</Router>
    </Providers>,
  );
}

/**
 * Renders one app path to HTML, so the page is painted before any JavaScript has run: signed out at build
 * time (the build's prerender step), or from a query cache the server seeded for its viewer
 * (renderScreen). The browser app then takes over the same page.
 */
export async function renderPath(path: string, queryClient?: QueryClient): Promise<string> {
  const screen = matchAppRoute(path);
  if (!screen) throw new Error(`${path} is not a screen of the app`);
  // Loaded first, so the page draws itself rather than the loading state its code would wait in.
  await loadPage(screen);
  return renderAt(path, <AppRoutes />, queryClient);
}

/** The built index.html the drawn screens start from, written beside this module by the build. */
let template: Promise<string> | undefined;

/**
 * The server's renderer: one screen of SERVER_RENDERED_SCREENS as a whole HTML document, drawn for the
 * request's viewer from what the server read (`data`). The app's first render starts from the same data,
 * so it takes over this page instead of drawing another.
 */
export async function renderScreen(path: string, data: ScreenData): Promise<string> {
  template ??= readFile(new URL('./index.html', import.meta.url), 'utf8');
  const queryClient = createQueryClient();
  seedScreenData(queryClient, data);
  return drawnScreenHtml(pageHtml(await template, await renderPath(path, queryClient)), data);
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
