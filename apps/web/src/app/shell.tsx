import {
  data,
  type HeadersFunction,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  Outlet,
  useRouteError,
} from 'react-router';
import { unreadQuery } from '../lib/notifications';
import { SIGNED_IN_PAGE_HEADER } from '../lib/offline/cache-names';
import { publicConfigQuery } from '../lib/public-config';
import { RootLayout } from './layout/root-layout';
import { requestContext } from './request-context';
import { NotFoundPage, RouteErrorPage } from './route-error-page';
import { screenLoader, viewerOf } from './screen-loader.server';

// The bell's count too, for someone signed in: it is drawn with the page, not asked for again.
const readAccountAndConfig = screenLoader((_args, me) =>
  me?.user ? [publicConfigQuery, unreadQuery] : [publicConfigQuery],
);

/**
 * Every page starts with the account and the deployment's public settings. An address that names nothing
 * is answered 404, with the page drawn as the app draws it (its own not-found state). A page drawn for a
 * signed-in viewer says so in a header: only those pages are kept for offline use (build/pwa.ts).
 */
export async function loader(args: LoaderFunctionArgs) {
  const [answer, viewer] = await Promise.all([readAccountAndConfig(args), viewerOf(args)]);
  const signedIn = Boolean(viewer?.user);
  return data(answer, {
    status: args.context.get(requestContext)?.notFound ? 404 : 200,
    headers: signedIn ? { [SIGNED_IN_PAGE_HEADER]: 'signed-in' } : undefined,
  });
}

/** The page's answer carries the loader's headers (the screens below add none of their own). */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// Read once with the page: afterwards the queries keep the account and settings fresh.
export const shouldRevalidate = () => false;

/** The app's frame around every screen. */
export default function Shell() {
  return (
    <RootLayout>
      <Outlet />
    </RootLayout>
  );
}

/** A page that failed to load or render: 'Unexpected Application Error!' inside the frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <RootLayout>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <RouteErrorPage />}
    </RootLayout>
  );
}
