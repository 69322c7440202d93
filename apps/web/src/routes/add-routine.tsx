// /add-routine
export { AddRoutinePage as default } from '../features/routines/pages/add-routine-page';
