import { useRecommendedRoutines } from '../../../lib/recommendations';
import { RoutineCard } from '../../../lib/ui/routine-card';
import { RecommendationSection } from './recommendation-section';

/** SPEC §2: up to 4 recommended routines, each linking to /stryd/{userID}/{routineName}. */
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
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={`${item.userID}/${item.routine.routineName}`}>
            <RoutineCard
              userID={item.userID}
              username={item.username}
              routineName={item.routine.routineName}
              estimatedTimeMinutes={item.routine.estimatedTimeMinutes}
              level={item.level}
              reason={item.reason}
            />
          </li>
        ))}
      </ul>
    </RecommendationSection>
  );
}
