// /profile-page: the viewer's own profile.
import { screenLoader } from '../app/screen-loader.server';
import { userProfileQuery } from '../features/profile/api/get-user-profile';

export { OwnProfilePage as default } from '../features/profile/pages/own-profile-page';
export const loader = screenLoader((_args, me) => (me?.user ? [userProfileQuery(me.user.id)] : []), {
  signedIn: true,
});
export { screenClientLoader as clientLoader } from '../app/screen-queries';
