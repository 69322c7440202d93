import { useRecommendedRoutines } from '../../../lib/recommendations';
import { GridSkeleton } from '../../../lib/ui/grid-skeleton';
import { RoutineGrid } from '../../../lib/ui/routine-grid';

/**
 * docs/product.md#recommendations: the recommended list, shown while no search is active; failures stay quiet
 * (logged).
 */
export function RecommendedList() {
  const { data, isLoading } = useRecommendedRoutines();
  const items = data ?? [];
  return (
    <section aria-labelledby="recommended-heading" className="mt-6">
      <h2 id="recommended-heading" className="text-lg font-semibold">
        Recommended for you
      </h2>
      <div className="mt-3">
        {isLoading ? (
          <GridSkeleton label="Loading recommended routines…" />
        ) : items.length === 0 ? (
          <p className="text-muted">No recommendations yet. Search for a routine above.</p>
        ) : (
          <RoutineGrid items={items} label="Recommended routines" />
        )}
      </div>
    </section>
  );
}
