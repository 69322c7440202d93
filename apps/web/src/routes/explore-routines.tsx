// /explore-routines
export { ExploreRoutinesPage as default } from '../features/explore/pages/explore-routines-page';
