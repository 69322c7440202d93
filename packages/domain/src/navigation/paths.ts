/**
 * Routes (docs/product.md#route-list) with their dynamic parts encoded (routine names may hold spaces,
 * slashes, accents).
 */
export function routinePath(userID: string, routineName: string): string {
  return `/stryd/${encodeURIComponent(userID)}/${encodeURIComponent(routineName)}`;
}

export function routineEditPath(userID: string, routineName: string): string {
  return `${routinePath(userID, routineName)}/edit`;
}

export function profilePath(userID: string): string {
  return `/profile/${encodeURIComponent(userID)}`;
}

/** docs/product.md#home: signed-out links go to /login?redirectTo={path}. */
export function loginRedirectPath(path: string): string {
  return `/login?redirectTo=${encodeURIComponent(path)}`;
}

/** docs/product.md#routine-page: each workout card links to a video search for the exercise demo. */
export function exerciseVideoSearchUrl(exerciseName: string): string {
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(`${exerciseName} exercise demo`)}`;
}

export function exercisePath(exerciseId: string): string {
  return `/exercises/${encodeURIComponent(exerciseId)}`;
}

/** The signed-in user's training history, and one finished session in it. */
export function historyPath(): string {
  return '/history';
}

/** The signed-in user's settings: profile, units, privacy, e-mail, export and account deletion. */
export function settingsPath(): string {
  return '/settings';
}

/** The feed: finished sessions of the people one follows, and one's own. */
export function feedPath(): string {
  return '/feed';
}

/** The in-app inbox: kudos, comments, replies, follows, joins and passes on a leaderboard. */
export function notificationsPath(): string {
  return '/notifications';
}

export function sessionPath(sessionId: string): string {
  return `/history/${encodeURIComponent(sessionId)}`;
}
