// /signup
export { SignupPage as default } from '../features/auth/pages/signup-page';
