// /stryd/:userID/:routineName/edit
export { EditRoutinePage as default } from '../features/routines/pages/edit-routine-page';
