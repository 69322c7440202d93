// /profile/:userID
export { UserProfilePage as default } from '../features/profile/pages/user-profile-page';
