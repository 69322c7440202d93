// /plan-confirm
export { PlanConfirmPage as default } from '../features/upgrade/pages/plan-confirm-page';
