import { type AppRoutePattern, exerciseById, matchPathPattern } from '@stryd/domain';
import type { AppContext } from '../app-context';
import { routineExists } from '../modules/routines/routines.service';
import { userExists } from '../modules/users/users.service';
import { sessionExists } from '../modules/workout-log/history.service';

/** False when a screen's path names a thing (exercise, person, routine, session) that does not exist. */
export type PageThingExists = (screen: AppRoutePattern, path: string) => Promise<boolean>;

/**
 * Whether the thing a page's address names exists, so an address naming nothing answers 404 like an
 * unknown page (the app then shows its not-found state). Who may see the thing is not asked here: the
 * page's own reads answer that. Cheap: the library is in memory, a routine goes through the routine
 * cache its page reads next, a person or session is one lookup by key.
 */
export function pageThingExists({ database, routineCache }: AppContext): PageThingExists {
  const db = database.db;
  return async (screen, path) => {
    const params = matchPathPattern(screen, path) ?? {};
    // No id or name holds a NUL byte, and PostgreSQL refuses one in text.
    if (Object.values(params).some((value) => value.includes('\u0000'))) return false;
    const { exerciseId = '', userID = '', routineName = '', sessionId = '' } = params;
    switch (screen) {
      case '/exercises/:exerciseId':
        return exerciseById(exerciseId) !== undefined;
      case '/profile/:userID':
        return userExists(db, userID);
      case '/stryd/:userID/:routineName':
      case '/stryd/:userID/:routineName/edit':
        return routineExists(db, routineCache, userID, routineName);
      case '/history/:sessionId':
        return sessionExists(db, sessionId);
      default:
        return true;
    }
  };
}
