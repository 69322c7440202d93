// /history/:sessionId
export { SessionPage as default } from '../features/history/pages/session-page';
