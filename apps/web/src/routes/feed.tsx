// /feed: the first page of workouts of the people you follow, and your own.
import { screenLoader } from '../app/screen-loader.server';
import { feedQuery } from '../features/feed/api/get-feed';

export { FeedPage as default } from '../features/feed/pages/feed-page';
export const loader = screenLoader(() => [feedQuery], { signedIn: true });
export { screenClientLoader as clientLoader } from '../app/screen-queries';
