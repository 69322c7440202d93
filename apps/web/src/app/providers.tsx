import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { ThemeProvider } from '../lib/theme';
import { Toaster } from '../lib/toast';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Ask even when the browser says it is offline: the service worker may answer from its cache.
        networkMode: 'offlineFirst',
        // Client errors (4xx) will not change on retry; network and server errors get one more try.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
    },
  });
}

/**
 * The app's providers. `withQueries` wraps what reads the query cache, so answers handed over with the page
 * are in it before anything asks for them (the theme reads the account).
 */
export function Providers({
  queryClient,
  withQueries = (inner) => inner,
  children,
}: {
  queryClient: QueryClient;
  withQueries?: (inner: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {withQueries(
        <ThemeProvider>
          {children}
          <Toaster />
        </ThemeProvider>,
      )}
    </QueryClientProvider>
  );
}
