import type { MeAnswer } from '../schemas/account-schema';
import type { RoutineView } from '../schemas/routine-answers-schema';
import type { PersonRecommendations, RoutineRecommendations } from '../schemas/search-answers-schema';
import type { PublicConfig } from '../schemas/service-answers-schema';
import type { RoutineSessionAnswer } from '../schemas/workout-log-schema';
import type { AppRoutePattern } from './app-routes';
import type { RoutineRef } from './routine-reads';

/** Whom a drawn screen is drawn for: anyone, or a signed-in viewer only. */
export type DrawnFor = 'anyone' | 'signed-in';

/**
 * Screens the server draws for each request, whole, with everything they show for their viewer, so their
 * content paints from the HTML before any script has run and the page is complete without the app; the
 * app takes over the drawn page (hydration) when the visitor first does something there, keeping what
 * was typed into it and holding a button pressed before then. Every other screen, and a 'signed-in'
 * screen asked for by a visitor signed out (whom the app sends to log in), is sent the app's frame. A
 * routine page is drawn only when its two reads answer for the viewer (a premium viewer, a routine found
 * under its current name); otherwise the app shows the panel that fits, as on any other screen.
 */
export const SERVER_RENDERED_SCREENS: Readonly<Partial<Record<AppRoutePattern, DrawnFor>>> = {
  '/': 'anyone',
  '/add-routine': 'signed-in',
  '/stryd/:userID/:routineName': 'signed-in',
};

/** Whether the server draws `screen` for a viewer whose GET /api/me answer is `me`. */
export function isDrawnFor(screen: AppRoutePattern, me: MeAnswer): boolean {
  const drawnFor = SERVER_RENDERED_SCREENS[screen];
  return drawnFor === 'anyone' || (drawnFor === 'signed-in' && me.user !== null);
}

/** What the server read to draw a screen; the app starts from the same answers instead of asking again. */
export interface ScreenData {
  /** When the server read them (ms since the epoch): the app asks again for any that are stale by then. */
  readAt: number;
  /** GET /api/me for the request's viewer. */
  me: MeAnswer;
  /** GET /api/public-config. */
  publicConfig: PublicConfig;
  /** Home's own reads, on `/`. */
  home?: HomeData;
  /** A routine page's own reads, on /stryd/{userID}/{routineName}. */
  routinePage?: RoutinePageData;
}

/** What a routine page reads first (routinePageReads), as the API answers them for the viewer. */
export interface RoutinePageData {
  /** The routine as the page's path names it (the app's reads are keyed by it). */
  ref: RoutineRef;
  /** GET /api/stryds/{userID}/{routineName}. */
  routine: RoutineView;
  /** GET /api/stryds/{userID}/{routineName}/session: the open session to resume, and last time's sets. */
  session: RoutineSessionAnswer;
}

/** What home shows beside the account, as the API answers it for the viewer. */
export interface HomeData {
  /** GET /api/me/streak; null when signed out (home shows no streak then). */
  streak: { streakWeeks: number } | null;
  /** GET /api/recommendations/routines/{viewer id, or anonymous}. */
  routines: RoutineRecommendations;
  /** GET /api/recommendations/people/{viewer id, or anonymous}. */
  people: PersonRecommendations;
}

/** The id of the `<script type="application/json">` that carries a drawn screen's ScreenData. */
export const SCREEN_DATA_ELEMENT_ID = 'stryd-screen-data';

/**
 * The web build's server renderer (a module exporting `renderScreen`), in a directory beside the built
 * app's: `<web dist>/../` + this. It is not under the served directory.
 */
export const SCREEN_RENDERER_PATH = 'dist-ssr/prerender.js';
