// /history/{sessionId}: one finished session with every set and its comments.
import { screenLoader } from '../app/screen-loader.server';
import { sessionCommentsQuery } from '../features/history/api/comments';
import { sessionDetailQuery } from '../features/history/api/get-session';

export { SessionPage as default } from '../features/history/pages/session-page';
export const loader = screenLoader(
  ({ params }) => [sessionDetailQuery(params.sessionId ?? ''), sessionCommentsQuery(params.sessionId ?? '')],
  { signedIn: true },
);
export { screenClientLoader as clientLoader } from '../app/screen-queries';
