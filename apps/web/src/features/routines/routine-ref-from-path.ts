import type { RoutineRef } from './api/routine-types';

/** A path segment percent-decoded once; a malformed one is kept as it is (the API then finds nothing). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The routine a /stryd/{userID}/{routineName} path names, each segment decoded exactly once: the inverse
 * of routinePath. Not React Router's params: after decoding a segment they turn every "%2F" into "/", so
 * a routine named "a%2Fb X" (a%252Fb%20X in the URL) would open as "a/b X".
 */
export function routineRefFromPath(pathname: string): RoutineRef {
  const [, userID = '', routineName = ''] = pathname.split('/').filter(Boolean);
  return { userID: decodeSegment(userID), routineName: decodeSegment(routineName) };
}
