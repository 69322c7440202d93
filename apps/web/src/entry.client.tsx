import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { adoptKeptPage } from './lib/offline/kept-page';

// Offline, the page may have been kept for another address: hydrate it as drawn, then move on.
adoptKeptPage();

// The page the server drew is taken over as soon as the app's code has run: nothing waits for a press.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
