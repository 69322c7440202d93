import type { ReactNode } from 'react';
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
export function GridSkeleton({ label, ...cards }: GridSkeletonProps) {
  return (
    <LoadingPlaceholder label={label}>
      <SkeletonCards {...cards} />
    </LoadingPlaceholder>
  );
}

/** Placeholders (hidden from assistive tech) with what is loading announced once as a status. */
export function LoadingPlaceholder({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/**
 * The placeholder cards alone (no status), hidden from assistive tech. Each bar sits in a box as tall as
 * the line of text it stands for (name, author, reason, details), so a card is as tall as a routine card
 * and the list does not jump when the cards arrive.
 */
export function SkeletonCards({ count = 6, columns = 3, inCard = false }: Omit<GridSkeletonProps, 'label'>) {
  return (
    <ul className={GRID_COLUMNS[columns]} aria-hidden="true">
      {Array.from({ length: count }, (_, n) => `placeholder-${n}`).map((key) => (
        <li key={key} className={`rounded-2xl border border-border p-4${inCard ? '' : ' bg-surface'}`}>
          <Skeleton className="my-1 h-4 w-2/3" />
          <Skeleton className="my-1 h-3 w-1/3" />
          <Skeleton className="mt-3 mb-1 h-3 w-1/2" />
          <Skeleton className="mt-4 mb-1 h-3 w-2/5" />
        </li>
      ))}
    </ul>
  );
}
