// /: home, with the streak and the feed (signed in) or both recommendation lists (signed out).
import { historyPath } from '@stryd/domain';
import { PrefetchPageLinks } from 'react-router';
import { screenLoader } from '../app/screen-loader.server';
import { feedQuery } from '../features/feed/api/get-feed';
import { FeedContent } from '../features/feed/pages/feed-page';
import { HomePage } from '../features/home/pages/home-page';
import {
  ANONYMOUS_RECOMMENDATIONS_ID,
  recommendedPeopleQuery,
  recommendedRoutinesQuery,
} from '../lib/recommendations';
import { useSession } from '../lib/session';
import { streakQuery } from '../lib/streak';
import { hydratedApart } from '../lib/ui/hydrated-apart';
import { useHydrated } from '../lib/use-hydrated';

// Hydrated apart like home's other parts (decision 032).
const Feed = hydratedApart(FeedContent);

/** Home composes the feed in for a signed-in viewer (decision 038): the features stay apart. */
export default function Home() {
  return (
    <>
      <HomePage feed={<Feed />} />
      <HistoryAhead />
    </>
  );
}

/**
 * History's code (its route module and what it imports), asked for as soon as home's frame has hydrated
 * (decision 042), so a tap on the streak's History link does not wait for it. Not with `<Link prefetch>`:
 * the link is in the streak's part, hydrated apart, and a tap during hydration made the link ask only
 * inside that tap. Not in the drawn page: home's own scripts come first. Signed in only, as the link.
 */
function HistoryAhead() {
  const { user } = useSession();
  return useHydrated() && user ? <PrefetchPageLinks page={historyPath()} /> : null;
}

// Signed in, the feed's first page too; the recommendations are its empty state's (and read anyway, so a
// new member's drawn home asks for nothing again).
export const loader = screenLoader((_args, me) => {
  const viewerId = me?.user?.id ?? ANONYMOUS_RECOMMENDATIONS_ID;
  return [
    ...(me?.user ? [streakQuery, feedQuery] : []),
    recommendedRoutinesQuery(viewerId),
    recommendedPeopleQuery(viewerId),
  ];
});
export { screenClientLoader as clientLoader } from '../app/screen-queries';
