import { useRecommendedRoutines } from '../../recommendations';
import { SkeletonCards } from '../grid-skeleton';
import { RoutineGrid } from '../routine-grid';
import { RecommendationSection } from './recommendation-section';

/** docs/product.md#home: up to 4 recommended routines, each linking to /stryd/{userID}/{routineName}. */
export function RecommendedRoutines() {
  const { data, isLoading } = useRecommendedRoutines();
  const items = data ?? [];
  return (
    <RecommendationSection
      id="recommended-routines"
      title="Recommended routines"
      isLoading={isLoading}
      isEmpty={items.length === 0}
      emptyText="No routines to suggest yet. Explore what others are training."
      more={{ to: '/explore-routines', label: 'Explore' }}
      placeholder={<SkeletonCards count={4} columns={2} inCard />}
    >
      <RoutineGrid items={items} columns={2} showParticipants={false} />
    </RecommendationSection>
  );
}
