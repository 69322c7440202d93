// /stryd/{userID}/{routineName}: the routine with its leaderboard, and the open session with last time's sets.
import { routineRefFromPath } from '@stryd/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { screenLoader } from '../app/screen-loader.server';
import { routineQuery } from '../features/routines/api/get-routine';
import { routineSessionQuery } from '../features/routines/api/workout-log';

export { RoutinePage as default } from '../features/routines/pages/routine-page';

const screen = screenLoader(({ request }, me) => {
  const ref = routineRefFromPath(new URL(request.url).pathname);
  // Signed out, the page shows the sign-in panel and reads nothing.
  return me?.user ? [routineQuery(ref), routineSessionQuery(ref)] : [];
});
// `drawId`: names this drawing of the page, for the ids of sets ticked before the app runs (set-form.ts).
export const loader = async (args: LoaderFunctionArgs) => ({
  ...(await screen(args)),
  drawId: crypto.randomUUID(),
});
export { screenClientLoader as clientLoader } from '../app/screen-queries';
// A set's row posted before the app runs.
export { setFormAction as action } from '../features/routines/set-form-action.server';
