import { RoutineCard } from '../../../lib/ui/routine-card';
import { Skeleton } from '../../../lib/ui/skeleton';

export interface RoutineGridItem {
  userID: string;
  username: string;
  routine: { routineName: string; estimatedTimeMinutes: string };
  level?: string;
  participants?: number;
  reason?: string;
}

/** Routine cards in a responsive grid; each links to /stryd/{userID}/{routineName}. */
export function RoutineGrid({ items, label }: { items: readonly RoutineGridItem[]; label: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {items.map((item) => (
        <li key={`${item.userID}/${item.routine.routineName}`}>
          <RoutineCard
            userID={item.userID}
            username={item.username}
            routineName={item.routine.routineName}
            estimatedTimeMinutes={item.routine.estimatedTimeMinutes}
            level={item.level}
            participants={item.participants}
            reason={item.reason}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while a list loads, announced once as a status. */
export function RoutineGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <li key={n} className="rounded-2xl border border-border bg-surface p-4">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="mt-2 h-3 w-1/3" />
            <Skeleton className="mt-4 h-3 w-1/2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
