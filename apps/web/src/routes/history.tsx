// /history: the first page of finished sessions, with the calendar and totals.
import { screenLoader } from '../app/screen-loader.server';
import { myHistoryQuery } from '../features/history/api/get-history';

export { HistoryPage as default } from '../features/history/pages/history-page';
export const loader = screenLoader(() => [myHistoryQuery], { signedIn: true });
export { screenClientLoader as clientLoader } from '../app/screen-queries';
