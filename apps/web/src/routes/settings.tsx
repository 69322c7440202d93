// /settings
import { screenLoader } from '../app/screen-loader.server';

export { SettingsPage as default } from '../features/settings/pages/settings-page';
export const loader = screenLoader(undefined, { signedIn: true });
export { screenClientLoader as clientLoader } from '../app/screen-queries';
