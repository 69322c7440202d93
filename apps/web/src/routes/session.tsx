// /history/{sessionId}: one finished session with every set.
import { screenLoader } from '../app/screen-loader.server';
import { sessionDetailQuery } from '../features/history/api/get-session';

export { SessionPage as default } from '../features/history/pages/session-page';
export const loader = screenLoader(({ params }) => [sessionDetailQuery(params.sessionId ?? '')], {
  signedIn: true,
});
export { screenClientLoader as clientLoader } from '../app/screen-queries';
