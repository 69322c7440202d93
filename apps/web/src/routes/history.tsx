// /history
export { HistoryPage as default } from '../features/history/pages/history-page';
