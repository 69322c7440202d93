import {
  API_PREFIX,
  type AppRoutePattern,
  type HomeData,
  routinePageReads,
  routineRefFromPath,
  type ScreenData,
} from '@stryd/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { meAnswer } from '../modules/me/me.service';
import { publicConfigOf } from '../modules/public-config/public-config.service';
import type { KeywordMatches } from '../modules/recommendations/keyword-matches';
import { recommendPeople, recommendRoutines } from '../modules/recommendations/recommendations.service';
import { isPremium } from '../modules/users/plan.service';
import { streakOf } from '../modules/workout-log/history.service';

/** The API reads (paths) a screen starts with for this request's viewer, named in the page's HTML. */
export type PageReads = (request: FastifyRequest, screen: AppRoutePattern, path: string) => Promise<string[]>;

/**
 * A routine page first reads its routine and its open session, and only a signed-in premium viewer reads
 * them (anyone else sees the sign-in or upgrade panel): for that viewer the page's HTML asks for both, so
 * they are on their way before the app has started. Other screens start with the account only, which
 * index.html asks for itself.
 */
export function pageReads({ session, database, clock }: AppContext): PageReads {
  return async (request, screen, path) => {
    if (screen !== '/stryd/:userID/:routineName') return [];
    const viewer = await session.optional(request);
    if (!viewer || !(await isPremium(database.db, viewer.id, clock.now()))) return [];
    const { routine, session: openSession } = routinePageReads(routineRefFromPath(path));
    return [routine, openSession].map((read) => `${API_PREFIX}${read}`);
  };
}

/** What the server reads for a screen it draws (SERVER_RENDERED_SCREENS): the answers its API gives. */
export type ScreenDataReader = (request: FastifyRequest, screen: AppRoutePattern) => Promise<ScreenData>;

/**
 * The viewer's account and the deployment's public settings, as their API routes answer them, and on home
 * its own reads. `matches` is the routine recommendations' keyword lookup, shared with their route.
 */
export function screenData(context: AppContext, matches: KeywordMatches): ScreenDataReader {
  const publicConfig = publicConfigOf(context.config);
  return async (request, screen) => {
    const now = context.clock.now();
    const me = await meAnswer(context, request);
    const home = screen === '/' ? await homeData(context, matches, me.user?.id ?? null, now) : undefined;
    return { readAt: now.getTime(), me, publicConfig, ...(home ? { home } : {}) };
  };
}

/** Home's streak (signed in) and recommendations, as GET /api/me/streak and /api/recommendations answer. */
async function homeData(
  { database }: AppContext,
  matches: KeywordMatches,
  viewerId: string | null,
  now: Date,
): Promise<HomeData> {
  const [streakWeeks, routines, people] = await Promise.all([
    viewerId ? streakOf(database.db, viewerId, now) : null,
    recommendRoutines(database, viewerId, matches),
    recommendPeople(database, viewerId),
  ]);
  return {
    streak: streakWeeks === null ? null : { streakWeeks },
    routines: { items: routines },
    people: { items: people },
  };
}
