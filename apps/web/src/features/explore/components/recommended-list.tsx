import { useRecommendedRoutines } from '../../../lib/recommendations';
import { RoutineGrid, RoutineGridSkeleton } from './routine-grid';

/** SPEC §2: the recommended list, shown while no search is active; failures stay quiet (logged). */
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
          <RoutineGridSkeleton label="Loading recommended routines…" />
        ) : items.length === 0 ? (
          <p className="text-muted">No recommendations yet. Search for a routine above.</p>
        ) : (
          <RoutineGrid items={items} label="Recommended routines" />
        )}
      </div>
    </section>
  );
}
