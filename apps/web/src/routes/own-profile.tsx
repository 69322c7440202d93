// /profile-page
export { OwnProfilePage as default } from '../features/profile/pages/own-profile-page';
