import { useEffect, useState } from 'react';
import { APP_READY_EVENT } from '../lib/app-ready';
import { type History, Router } from '../lib/router';
import { pageCodeFor } from './page-loader';
import { createQueryClient, Providers } from './providers';
import { AppRoutes } from './router';

export function App({ history }: { history: History }) {
  const [queryClient] = useState(createQueryClient);
  // After the first commit, so a page drawn at build time is hydrated by then.
  useEffect(() => {
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return (
    <Providers queryClient={queryClient}>
      <Router history={history} prepare={pageCodeFor}>
        <AppRoutes />
      </Router>
    </Providers>
  );
}
