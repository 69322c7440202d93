import {
  API_PREFIX,
  type AppRoutePattern,
  type HomeData,
  isDrawnFor,
  type RoutinePageData,
  routineNameKey,
  routinePageReads,
  routineRefFromPath,
  routineSessionAnswerSchema,
  routineViewSchema,
  type ScreenData,
} from '@stryd/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { meAnswer } from '../modules/me/me.service';
import { publicConfigOf } from '../modules/public-config/public-config.service';
import type { KeywordMatches } from '../modules/recommendations/keyword-matches';
import { recommendPeople, recommendRoutines } from '../modules/recommendations/recommendations.service';
import { getRoutine } from '../modules/routines/routines.service';
import { isPremium } from '../modules/users/plan.service';
import { streakOf } from '../modules/workout-log/history.service';
import { routineSession } from '../modules/workout-log/session.service';
import { HttpError } from './errors';

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

/**
 * What the server reads to draw a screen of SERVER_RENDERED_SCREENS: the answers its API gives. Null when
 * the screen is not drawn for this request (isDrawnFor, or a routine page whose reads do not answer).
 */
export type ScreenDataReader = (
  request: FastifyRequest,
  screen: AppRoutePattern,
  path: string,
) => Promise<ScreenData | null>;

/**
 * The viewer's account and the deployment's public settings, as their API routes answer them, and a
 * screen's own reads (home's, a routine page's). `matches` is the routine recommendations' keyword
 * lookup, shared with their route.
 */
export function screenData(context: AppContext, matches: KeywordMatches): ScreenDataReader {
  const publicConfig = publicConfigOf(context.config);
  return async (request, screen, path) => {
    const now = context.clock.now();
    const me = await meAnswer(context, request);
    if (!isDrawnFor(screen, me)) return null;
    const data: ScreenData = { readAt: now.getTime(), me, publicConfig };
    if (screen === '/') data.home = await homeData(context, matches, me.user?.id ?? null, now);
    if (screen === '/stryd/:userID/:routineName') {
      const routinePage = await routinePageData(context, request, path, now);
      if (!routinePage) return null;
      data.routinePage = routinePage;
    }
    return data;
  };
}

/**
 * A routine page's two reads for the viewer, as their routes answer them (each answer through its route's
 * schema, so the page carries nothing the API would not send). Null when either refuses (not premium, no
 * such routine) or the path names the routine by an old name (the app moves to its current address).
 */
async function routinePageData(
  context: AppContext,
  request: FastifyRequest,
  path: string,
  now: Date,
): Promise<RoutinePageData | null> {
  const viewer = await context.session.optional(request);
  if (!viewer) return null;
  const ref = routineRefFromPath(path);
  try {
    const db = context.database.db;
    const [routine, session] = await Promise.all([
      getRoutine(db, context.routineCache, viewer, ref.userID, ref.routineName, now),
      routineSession(db, viewer, ref.userID, ref.routineName, now),
    ]);
    if (routineNameKey(routine.routineName) !== routineNameKey(ref.routineName)) return null;
    return {
      ref,
      routine: routineViewSchema.parse(routine),
      session: routineSessionAnswerSchema.parse(session),
    };
  } catch (error) {
    // The routes' refusals (402, 404): the app draws the panel for them, as on a screen sent its frame.
    if (error instanceof HttpError) return null;
    throw error;
  }
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
