// /upgrade
export { UpgradePage as default } from '../features/upgrade/pages/upgrade-page';
