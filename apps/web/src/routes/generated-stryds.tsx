// /generated-stryds
import { screenLoader } from '../app/screen-loader.server';

export { GeneratedRoutinePage as default } from '../features/generation/pages/generated-routine-page';
export const loader = screenLoader(undefined, { signedIn: true });
export { screenClientLoader as clientLoader } from '../app/screen-queries';
