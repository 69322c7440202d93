// /
export { HomePage as default } from '../features/home/pages/home-page';
