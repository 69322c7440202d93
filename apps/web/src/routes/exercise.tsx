// /exercises/:exerciseId
export { ExercisePage as default } from '../features/exercises/pages/exercise-page';
