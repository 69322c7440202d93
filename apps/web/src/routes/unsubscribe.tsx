// /unsubscribe
export { UnsubscribePage as default } from '../features/unsubscribe/pages/unsubscribe-page';
