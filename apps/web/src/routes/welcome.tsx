// /welcome
export { WelcomePage as default } from '../features/welcome/pages/welcome-page';
