// /settings
export { SettingsPage as default } from '../features/settings/pages/settings-page';
