// /exercises/{exerciseId}: one exercise of the library.
import { screenLoader } from '../app/screen-loader.server';
import { exerciseQuery } from '../lib/exercises';

export { ExercisePage as default } from '../features/exercises/pages/exercise-page';
export const loader = screenLoader(({ params }) => [exerciseQuery(params.exerciseId ?? '')]);
export { screenClientLoader as clientLoader } from '../app/screen-queries';
