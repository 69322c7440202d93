// /add-routine
import { screenLoader } from '../app/screen-loader.server';

export { AddRoutinePage as default } from '../features/routines/pages/add-routine-page';
export const loader = screenLoader(undefined, { signedIn: true });
export { screenClientLoader as clientLoader } from '../app/screen-queries';
