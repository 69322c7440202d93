import { data, isRouteErrorResponse, type LoaderFunctionArgs, Outlet, useRouteError } from 'react-router';
import { publicConfigQuery } from '../lib/public-config';
import { RootLayout } from './layout/root-layout';
import { requestContext } from './request-context';
import { NotFoundPage, RouteErrorPage } from './route-error-page';
import { screenLoader } from './screen-loader.server';
import { ScreenQueries } from './screen-queries';

const readAccountAndConfig = screenLoader(() => [publicConfigQuery]);

/**
 * Every page starts with the account and the deployment's public settings. An address that names nothing
 * is answered 404, with the page drawn as the app draws it (its own not-found state).
 */
export async function loader(args: LoaderFunctionArgs) {
  const answer = await readAccountAndConfig(args);
  return data(answer, { status: args.context.get(requestContext)?.notFound ? 404 : 200 });
}

// Read once with the page: afterwards the queries keep the account and settings fresh.
export const shouldRevalidate = () => false;

/** The app's frame around every screen, with what the server read for the page in the query cache. */
export default function Shell() {
  return (
    <ScreenQueries>
      <RootLayout>
        <Outlet />
      </RootLayout>
    </ScreenQueries>
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
