import { matchAppRoute } from '@stryd/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadPage } from './app/page-loader';
import { readScreenData } from './app/screen-data';
import { APP_SHELL_ATTRIBUTE } from './lib/app-ready';
import { keepDrawnAnswers } from './lib/offline/drawn-answers';
import { createBrowserHistory } from './lib/router';
import { applyTheme, readStoredTheme } from './lib/theme';
import './index.css';

// index.html carries static head tags for crawlers without JavaScript; each page renders its own <Seo>.
for (const node of document.head.querySelectorAll('[data-static-seo]')) node.remove();
applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const history = createBrowserHistory();
const data = readScreenData(document);
const app = (
  <StrictMode>
    <App history={history} data={data} />
  </StrictMode>
);
// So the page opens offline later, as one the app read for itself would.
if (data) keepDrawnAnswers(data).catch(() => undefined);

// The screen's code starts loading now, beside the rest of the app's start.
const screen = matchAppRoute(history.location.pathname);
const pageLoad = screen ? loadPage(screen) : Promise.resolve();

/**
 * A page drawn before the app ran (/welcome at build time, a screen of SERVER_RENDERED_SCREENS by the
 * server) is already on screen: keep it until the app can draw the same page, rather than replacing it
 * with the loading state of a screen whose code is still on its way. Hydrating keeps the drawn page's
 * elements, so nothing is painted twice; where the markup differs (a stored light theme, say) React draws
 * that part afresh.
 */
function whenPageLoaded(draw: () => void): void {
  pageLoad.then(draw, draw);
}

// No top-level await here: route chunks import modules of this one, and their import would wait for
// this module to finish, which would wait for them. The first render is a transition, so React draws
// it in slices and lets the browser in between, instead of one long task a slow phone cannot answer
// during.
const drawnPage = container.hasChildNodes() && !container.querySelector(`:scope > [${APP_SHELL_ATTRIBUTE}]`);
if (drawnPage) whenPageLoaded(() => startTransition(() => void hydrateRoot(container, app)));
// The frame index.html painted is replaced by the app's first commit, which draws the same frame.
else startTransition(() => void createRoot(container).render(app));
