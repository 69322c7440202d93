// /meals
import { screenLoader } from '../app/screen-loader.server';

export { MealsPage as default } from '../features/meals/pages/meals-page';
export const loader = screenLoader(undefined, { signedIn: true });
export { screenClientLoader as clientLoader } from '../app/screen-queries';
