// /meals
export { MealsPage as default } from '../features/meals/pages/meals-page';
