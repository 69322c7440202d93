import type { MeAnswer } from '../schemas/account-schema';
import type { PublicConfig } from '../schemas/service-answers-schema';
import type { AppRoutePattern } from './app-routes';

/**
 * Screens the server draws for each request, with the viewer's own account, so their content paints from
 * the HTML before any script has run; the app then takes over the drawn page (hydration). Every other
 * screen is sent the app's frame.
 */
export const SERVER_RENDERED_SCREENS: readonly AppRoutePattern[] = ['/'];

/** What the server read to draw a screen; the app starts from the same answers instead of asking again. */
export interface ScreenData {
  /** GET /api/me for the request's viewer. */
  me: MeAnswer;
  /** GET /api/public-config. */
  publicConfig: PublicConfig;
}

/** The id of the `<script type="application/json">` that carries a drawn screen's ScreenData. */
export const SCREEN_DATA_ELEMENT_ID = 'stryd-screen-data';

/**
 * The web build's server renderer (a module exporting `renderScreen`), in a directory beside the built
 * app's: `<web dist>/../` + this. It is not under the served directory.
 */
export const SCREEN_RENDERER_PATH = 'dist-ssr/prerender.js';
