// /login
export { LoginPage as default } from '../features/auth/pages/login-page';
