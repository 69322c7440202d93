// /generated-stryds
export { GeneratedRoutinePage as default } from '../features/generation/pages/generated-routine-page';
