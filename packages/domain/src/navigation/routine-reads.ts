import { decodePathSegment } from './path-pattern';

/** Where the API is mounted on the app's origin. */
export const API_PREFIX = '/api';

/** Identifies one routine: its creator and its name (as in the page URL). */
export interface RoutineRef {
  userID: string;
  routineName: string;
}

/**
 * The routine a /stryd/{userID}/{routineName} path names, each segment decoded exactly once: the inverse
 * of routinePath, so a routine named "a%2Fb X" (a%252Fb%20X in the URL) opens as itself.
 */
export function routineRefFromPath(pathname: string): RoutineRef {
  const [, userID = '', routineName = ''] = pathname.split('/').filter(Boolean);
  return { userID: decodePathSegment(userID), routineName: decodePathSegment(routineName) };
}

/** The API path tail for a routine: `{userID}/{routineName}`, both percent-encoded. */
export function routineApiPath({ userID, routineName }: RoutineRef): string {
  return `${encodeURIComponent(userID)}/${encodeURIComponent(routineName)}`;
}

/**
 * The two reads a routine page starts with, under API_PREFIX: the routine, and its open session with last
 * time's values. The page asks for exactly these, and the server names them in the page's HTML for a
 * viewer who may read them, so both are on their way before the app has started.
 */
export function routinePageReads(ref: RoutineRef): { routine: string; session: string } {
  const routine = `/stryds/${routineApiPath(ref)}`;
  return { routine, session: `${routine}/session` };
}
