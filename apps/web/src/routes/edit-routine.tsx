// /stryd/{userID}/{routineName}/edit: the routine, to edit.
import { routineRefFromPath } from '@stryd/domain';
import { screenLoader } from '../app/screen-loader.server';
import { routineQuery } from '../features/routines/api/get-routine';

export { EditRoutinePage as default } from '../features/routines/pages/edit-routine-page';
export const loader = screenLoader(
  ({ request }) => [routineQuery(routineRefFromPath(new URL(request.url).pathname))],
  { signedIn: true },
);
export { screenClientLoader as clientLoader } from '../app/screen-queries';
