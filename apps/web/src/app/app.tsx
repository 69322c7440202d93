import { useEffect, useState } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { APP_READY_EVENT } from '../lib/app-ready';
import { createQueryClient, Providers } from './providers';

export function App({ router }: { router: DataRouter }) {
  const [queryClient] = useState(createQueryClient);
  // After the first commit, so a page drawn at build time is hydrated by then.
  useEffect(() => {
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
