// /stryd/:userID/:routineName
export { RoutinePage as default } from '../features/routines/pages/routine-page';
