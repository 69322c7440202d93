// /auth-callback
export { AuthCallbackPage as default } from '../features/auth/pages/auth-callback-page';
