import type { ScreenData } from '@stryd/domain';
import { useEffect, useState } from 'react';
import { APP_READY_EVENT } from '../lib/app-ready';
import { replayChangesBeforeStart } from '../lib/changes-before-start';
import { type History, Router } from '../lib/router';
import { pageCodeFor } from './page-loader';
import { createQueryClient, Providers } from './providers';
import { AppRoutes } from './router';
import { seedScreenData } from './screen-data';

/** `data`: what the server read to draw the screen the app was opened at, if it drew it. */
export function App({ history, data }: { history: History; data?: ScreenData | undefined }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (data) seedScreenData(client, data);
    return client;
  });
  // After the first commit, so a drawn page is hydrated by then, and before anything renders again. The
  // ready event waits for the render those changes cause, so a button press held until then acts on them.
  useEffect(() => {
    replayChangesBeforeStart(document);
    queueMicrotask(() => window.dispatchEvent(new Event(APP_READY_EVENT)));
  }, []);
  return (
    <Providers queryClient={queryClient}>
      <Router history={history} prepare={pageCodeFor}>
        <AppRoutes />
      </Router>
    </Providers>
  );
}
