// /people
export { PeoplePage as default } from '../features/people/pages/people-page';
