import { useState } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './providers';

export function App({ router }: { router: DataRouter }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
