import { GRID_COLUMNS } from './routine-grid';
import { Skeleton } from './skeleton';

export interface GridSkeletonProps {
  /** What is loading, announced once as a status. */
  label: string;
  count?: number;
  columns?: keyof typeof GRID_COLUMNS;
  /** Inside a card the placeholders take the card's colour; on the page they are cards themselves. */
  inCard?: boolean;
}

/** Placeholder cards in a grid while a list of cards loads. */
export function GridSkeleton({ label, count = 6, columns = 3, inCard = false }: GridSkeletonProps) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul className={GRID_COLUMNS[columns]} aria-hidden="true">
        {Array.from({ length: count }, (_, n) => `placeholder-${n}`).map((key) => (
          <li key={key} className={`rounded-2xl border border-border p-4${inCard ? '' : ' bg-surface'}`}>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="mt-2 h-3 w-1/3" />
            <Skeleton className="mt-4 h-3 w-1/2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
