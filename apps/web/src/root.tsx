import { DEFAULT_DISPLAY_PREFS, displayPrefsFor } from '@stryd/domain';
import { type ReactNode, useContext, useState } from 'react';
import {
  Links,
  type LoaderFunctionArgs,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { NonceContext } from './app/nonce';
import { createQueryClient, Providers } from './app/providers';
import { RouteErrorPage } from './app/route-error-page';
import { viewerOf } from './app/screen-loader.server';
import { ScreenQueries } from './app/screen-queries';
// The app's one stylesheet, as a file the document names (below), not a side-effect import.
import stylesheet from './index.css?url';
import { DRAWN_ADDRESS_META, useResumeAddress } from './lib/offline/kept-page';
import { DrawnThemeContext } from './lib/theme';

/**
 * The theme and weight unit the page is drawn in, from the first byte: the account's when someone is
 * signed in, else the device's cookies (the client-hints pattern), else dark and kg. Also the address the
 * page is drawn for: a page kept offline may be sent for another (lib/offline/kept-page.ts).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { pathname, search } = new URL(args.request.url);
  const viewer = await viewerOf(args);
  const prefs = displayPrefsFor(viewer?.user ?? null, args.request.headers.get('cookie') ?? '');
  return { ...prefs, address: pathname + search };
}

// Read with the page: the app applies later changes itself (lib/theme.tsx).
export const shouldRevalidate = () => false;

/** The document around every page. Each page names its own title and meta tags (lib/seo.tsx). */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(NonceContext);
  const root = useRouteLoaderData<typeof loader>('root');
  const theme = root?.theme ?? DEFAULT_DISPLAY_PREFS.theme;
  return (
    <html
      lang="en"
      dir="ltr"
      className={theme === 'dark' ? 'dark' : undefined}
      style={{ colorScheme: theme }}
    >
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b0f14" />
        <meta name="color-scheme" content="dark light" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icon-512.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {root ? <meta name={DRAWN_ADDRESS_META} content={root.address} /> : null}
        {/* A stylesheet with a precedence is React's to place: first in the head, ahead of the scripts'
            module preloads, so on a slow line the one file the first paint waits for is asked for first
            (docs/decisions/052). */}
        <link rel="stylesheet" href={stylesheet} precedence="app" />
        <Links />
      </head>
      <body data-theme={theme}>
        <DrawnThemeContext value={theme}>{children}</DrawnThemeContext>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The app's providers, one query cache for the page's life. */
export default function App() {
  const [queryClient] = useState(createQueryClient);
  useResumeAddress();
  return (
    <Providers queryClient={queryClient} withQueries={(inner) => <ScreenQueries>{inner}</ScreenQueries>}>
      <Outlet />
    </Providers>
  );
}

/** The frame itself broke: the error page alone. */
export function ErrorBoundary() {
  const [queryClient] = useState(createQueryClient);
  return (
    <Providers queryClient={queryClient}>
      <RouteErrorPage />
    </Providers>
  );
}
