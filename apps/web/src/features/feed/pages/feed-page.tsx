import { feedPath } from '@stryd/domain';
import { Rss } from 'lucide-react';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { MessagePanel } from '../../../lib/ui/message-panel';
import { RecommendedPeople } from '../../../lib/ui/recommendations/recommended-people';
import { RecommendedRoutines } from '../../../lib/ui/recommendations/recommended-routines';
import { SessionGate } from '../../../lib/ui/session-gate';
import { Skeleton } from '../../../lib/ui/skeleton';
import { buttonStyles } from '../../../lib/ui/styles';
import { useWeightUnit } from '../../../lib/weight-unit';
import { useFeed } from '../api/get-feed';
import { useKudos } from '../api/kudos';
import { FeedCard } from '../components/feed-card';
import { FeedEventCard } from '../components/feed-event-card';

export const EMPTY_FEED_TEXT =
  'Follow people to see their workouts here, with the records they beat. Your own finished sessions show here too.';

/** The feed's cards with their paging and empty state: /feed's content, and a signed-in home's. */
export function FeedContent() {
  const feed = useFeed(true);
  const kudos = useKudos();
  const { user } = useSession();
  const [unit] = useWeightUnit();

  // A failed "Load more" keeps the cards already shown: only a first load without data is an error page.
  if (!feed.data) {
    return feed.isError ? (
      <ErrorAlert message={feed.error.message} onRetry={() => void feed.refetch()} />
    ) : (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading your feed…</span>
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    );
  }

  const cards = feed.data.pages.flatMap((page) => page.items);
  if (cards.length === 0) {
    return (
      <div className="space-y-6">
        <MessagePanel
          headingId="feed-empty"
          headingLevel={2}
          icon={Rss}
          title="Nothing in your feed yet"
          message={EMPTY_FEED_TEXT}
        />
        {/* Someone to follow and something to train, as home suggests them. */}
        <div className="grid gap-6 lg:grid-cols-2">
          <RecommendedPeople />
          <RecommendedRoutines />
        </div>
      </div>
    );
  }

  return (
    <section aria-label="Workouts" className="space-y-3">
      <ol className="space-y-3">
        {cards.map((card) =>
          card.kind === 'session' ? (
            <FeedCard
              key={card.id}
              card={card}
              unit={unit}
              own={card.person.id === user?.id}
              onKudos={(give) => kudos.mutate({ sessionId: card.id, give })}
            />
          ) : (
            <FeedEventCard key={card.id} card={card} own={card.person.id === user?.id} />
          ),
        )}
      </ol>
      {feed.hasNextPage ? (
        <button
          type="button"
          onClick={() => void feed.fetchNextPage()}
          disabled={feed.isFetchingNextPage}
          className={`${buttonStyles.secondary} min-h-11 w-full`}
        >
          {feed.isFetchingNextPage ? 'Loading more workouts…' : 'Load more workouts'}
        </button>
      ) : null}
      {feed.isFetchNextPageError ? (
        <ErrorAlert message={feed.error?.message ?? 'Could not load more workouts.'} />
      ) : null}
    </section>
  );
}

/** /feed: the finished sessions of the people you follow and your own, newest first, with kudos. */
export function FeedPage() {
  return (
    <>
      <Seo
        title="Feed"
        description="Workouts of the people you follow, and your own."
        path={feedPath()}
        noIndex
      />
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">Feed</h1>
      <SessionGate>
        <FeedContent />
      </SessionGate>
    </>
  );
}
