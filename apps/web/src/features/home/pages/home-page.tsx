import { PRODUCT_NAME } from '@stryd/domain';
import type { ReactNode } from 'react';
import { Seo } from '../../../lib/seo';
import { type CurrentUser, useSession } from '../../../lib/session';
import { hydratedApart } from '../../../lib/ui/hydrated-apart';
import { MyStreak } from '../../../lib/ui/my-streak';
import { PageFallback } from '../../../lib/ui/page-fallback';
import { RecommendedPeople } from '../../../lib/ui/recommendations/recommended-people';
import { RecommendedRoutines } from '../../../lib/ui/recommendations/recommended-routines';
import { QuickAccessCards } from '../components/quick-access-cards';

// Each hydrated apart (decision 032): a tap on the streak's History link or a card while home hydrates
// waits for that part, not for the recommendation lists.
const Streak = hydratedApart(MyStreak);
const QuickAccess = hydratedApart(QuickAccessCards);
const Routines = hydratedApart(RecommendedRoutines);
const People = hydratedApart(RecommendedPeople);

/**
 * `feed`: what a signed-in viewer sees below the quick access instead of the recommendations — the app
 * layer passes the feed (decision 038), whose empty state shows the same recommendations. A visitor
 * signed out sees home as it always was.
 */
export function HomePage({ feed }: { feed?: ReactNode }) {
  const { user, isPending } = useSession();
  return (
    <>
      <Seo
        title="Home"
        description={`Your ${PRODUCT_NAME} hub: routines, AI coaching, meal plans and people to train with.`}
        path="/"
      />
      {/* The page waits for the account (drawn pages carry it): drawing the signed-out home first and then
          the signed-in one would change the greeting and insert the streak row, pushing the page. */}
      {isPending ? <PageFallback /> : <HomeContent user={user} feed={feed} />}
    </>
  );
}

function HomeContent({ user, feed }: { user: CurrentUser | null; feed: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {user ? `Welcome back, ${user.username}` : `Welcome to ${PRODUCT_NAME}`}
      </h1>
      <p className="mt-1 text-muted">
        {user ? 'What are we training today?' : 'Log in to build routines, earn XP and plan your meals.'}
      </p>
      {user ? <Streak className="mt-4" feedLink={!feed} /> : null}
      <section aria-labelledby="quick-access-heading" className="mt-6">
        <h2 id="quick-access-heading" className="sr-only">
          Quick access
        </h2>
        <QuickAccess signedIn={Boolean(user)} />
      </section>
      {user && feed ? (
        <section aria-labelledby="home-feed-heading" className="mt-8">
          <h2 id="home-feed-heading" className="mb-3 text-xl font-semibold tracking-tight">
            Your feed
          </h2>
          {feed}
        </section>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <Routines />
          <People />
        </div>
      )}
    </>
  );
}
