// /interests
export { InterestsPage as default } from '../features/questionnaire/pages/interests-page';
