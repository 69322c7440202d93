import { type ReactNode, useState } from 'react';
import {
  Links,
  type LoaderFunctionArgs,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { requestContext } from './app/request-context';
import { RouteErrorPage } from './app/route-error-page';
import { DRAWN_ADDRESS_META, useResumeAddress } from './lib/offline/kept-page';
import './index.css';

export function loader({ context, request }: LoaderFunctionArgs) {
  const { pathname, search } = new URL(request.url);
  return { nonce: context.get(requestContext)?.nonce ?? '', address: pathname + search };
}

export const shouldRevalidate = () => false;

/** The document around every page. Each page names its own title and meta tags (lib/seo.tsx). */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = root?.nonce;
  return (
    <html lang="en" dir="ltr" className="dark" style={{ colorScheme: 'dark' }}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b0f14" />
        <meta name="color-scheme" content="dark light" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icon-512.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {/* The address this page was drawn for: a page kept offline may be sent for another (lib/offline/kept-page.ts). */}
        {root ? <meta name={DRAWN_ADDRESS_META} content={root.address} /> : null}
        <Links />
      </head>
      <body data-theme="dark">
        {children}
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
    <Providers queryClient={queryClient}>
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
