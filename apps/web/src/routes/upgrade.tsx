// /upgrade
import { screenLoader } from '../app/screen-loader.server';

export { UpgradePage as default } from '../features/upgrade/pages/upgrade-page';
export const loader = screenLoader(undefined, { signedIn: true });
export { screenClientLoader as clientLoader } from '../app/screen-queries';
