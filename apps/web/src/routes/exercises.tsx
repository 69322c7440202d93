// /exercises
export { ExercisesPage as default } from '../features/exercises/pages/exercises-page';
