// /notifications: the in-app inbox, newest first.
import { screenLoader } from '../app/screen-loader.server';
import { inboxQuery } from '../lib/notifications';

export { NotificationsPage as default } from '../features/notifications/pages/notifications-page';
export const loader = screenLoader(() => [inboxQuery], { signedIn: true });
export { screenClientLoader as clientLoader } from '../app/screen-queries';
