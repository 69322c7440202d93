// /: home, with the streak (signed in) and both recommendation lists.
import { screenLoader } from '../app/screen-loader.server';
import {
  ANONYMOUS_RECOMMENDATIONS_ID,
  recommendedPeopleQuery,
  recommendedRoutinesQuery,
} from '../lib/recommendations';
import { streakQuery } from '../lib/streak';

export { HomePage as default } from '../features/home/pages/home-page';
export const loader = screenLoader((_args, me) => {
  const viewerId = me?.user?.id ?? ANONYMOUS_RECOMMENDATIONS_ID;
  return [
    ...(me?.user ? [streakQuery] : []),
    recommendedRoutinesQuery(viewerId),
    recommendedPeopleQuery(viewerId),
  ];
});
export { screenClientLoader as clientLoader } from '../app/screen-queries';
