// /history/{sessionId}: one finished session with every set, its kudos and its comments.
import { screenLoader } from '../app/screen-loader.server';
import { sessionCommentsQuery } from '../features/history/api/comments';
import { sessionDetailQuery } from '../features/history/api/get-session';
import { sessionKudosQuery } from '../features/history/api/kudos';

export { SessionPage as default } from '../features/history/pages/session-page';
export const loader = screenLoader(
  ({ params }) => {
    const id = params.sessionId ?? '';
    return [sessionDetailQuery(id), sessionKudosQuery(id), sessionCommentsQuery(id)];
  },
  { signedIn: true },
);
export { screenClientLoader as clientLoader } from '../app/screen-queries';
