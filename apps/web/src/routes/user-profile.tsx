// /profile/{userID}: another member's profile.
import { screenLoader } from '../app/screen-loader.server';
import { userProfileQuery } from '../features/profile/api/get-user-profile';

export { UserProfilePage as default } from '../features/profile/pages/user-profile-page';
export const loader = screenLoader(({ params }, me) =>
  params.userID && params.userID !== me?.user?.id ? [userProfileQuery(params.userID)] : [],
);
export { screenClientLoader as clientLoader } from '../app/screen-queries';
