import { RotateCcw } from 'lucide-react';
import { GridSkeleton } from '../../../lib/ui/grid-skeleton';
import { RoutineGrid } from '../../../lib/ui/routine-grid';
import { buttonStyles } from '../../../lib/ui/styles';
import { type RoutineSearchItem, useRoutineSearch } from '../api/search-routines';

function uniqueRoutines(items: RoutineSearchItem[]): RoutineSearchItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.userID}/${item.routine.routineName}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Results for one search: skeletons, a retryable failure, an empty note, cards and 'Load more'. */
export function SearchResults({ query }: { query: string }) {
  const search = useRoutineSearch(query);
  // Offset pages can overlap when routines are added between requests: show each routine once.
  const items = uniqueRoutines(search.data?.pages.flatMap((page) => page.items) ?? []);

  return (
    <section aria-labelledby="search-results-heading" className="mt-6">
      <h2 id="search-results-heading" className="text-lg font-semibold">
        {`Results for “${query}”`}
      </h2>
      <div className="mt-3">
        {search.isPending ? (
          <GridSkeleton label="Searching routines…" />
        ) : search.isLoadingError ? (
          // A failed 'Load more' or refetch (offline, the server away) keeps the results already shown.
          <div role="alert" className="space-y-3">
            <p className="text-muted">{search.error.message}</p>
            <button
              type="button"
              className={buttonStyles.smallSecondary}
              onClick={() => void search.refetch()}
            >
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              Try again
            </button>
          </div>
        ) : items.length === 0 ? (
          <p role="status" className="text-muted">
            {`No routines match “${query}”. Try another word.`}
          </p>
        ) : (
          <>
            <p role="status" className="sr-only">
              {`${items.length}${search.hasNextPage ? '+' : ''} routines found`}
            </p>
            <RoutineGrid items={items} label="Search results" />
            {search.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={search.isFetchingNextPage}
                  onClick={() => void search.fetchNextPage()}
                >
                  {search.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </button>
              </div>
            ) : null}
            {search.isFetchNextPageError ? (
              <p role="alert" className="mt-2 text-center text-sm text-danger">
                Could not load more routines. Please try again.
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
