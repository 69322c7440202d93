// /stryd/{userID}/{routineName}: the routine with its leaderboard, and the open session with last time's sets.
import { routineRefFromPath } from '@stryd/domain';
import { screenLoader } from '../app/screen-loader.server';
import { routineQuery } from '../features/routines/api/get-routine';
import { routineSessionQuery } from '../features/routines/api/workout-log';
import { plateSetupQuery } from '../lib/plate-setup';

export { RoutinePage as default } from '../features/routines/pages/routine-page';

export const loader = screenLoader(({ request }, me) => {
  const ref = routineRefFromPath(new URL(request.url).pathname);
  // Signed out, the page shows the sign-in panel and reads nothing. The plates are drawn with the sets.
  return me?.user ? [routineQuery(ref), routineSessionQuery(ref), plateSetupQuery] : [];
});
export { screenClientLoader as clientLoader } from '../app/screen-queries';
