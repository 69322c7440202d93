import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { applyTheme, readStoredTheme } from './lib/theme';
import './index.css';

// index.html carries static head tags for crawlers without JavaScript; each page renders its own <Seo>.
for (const node of document.head.querySelectorAll('[data-static-seo]')) node.remove();
applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const router = createAppRouter();
// A prerendered page (/welcome) is already on screen: keep it until the app can draw the same page,
// rather than replacing it with the loading state of a route whose code is still on its way.
if (container.hasChildNodes() && !router.state.initialized) {
  await new Promise<void>((ready) => {
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        ready();
      }
    });
  });
}

const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
// Hydrating keeps the drawn page's elements, so nothing is painted twice; where the markup differs (a
// stored light theme, say) React draws that part afresh.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
