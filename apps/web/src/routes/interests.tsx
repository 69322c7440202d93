// /interests
import { screenLoader } from '../app/screen-loader.server';

export { InterestsPage as default } from '../features/questionnaire/pages/interests-page';
export const loader = screenLoader(undefined, { signedIn: true });
export { screenClientLoader as clientLoader } from '../app/screen-queries';
