import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GridSkeleton } from '../../../lib/ui/grid-skeleton';
import { cardStyles } from '../../../lib/ui/styles';

export interface RecommendationSectionProps {
  id: string;
  title: string;
  isLoading: boolean;
  /** Nothing to show (no items, or the call failed: failures are only logged). */
  isEmpty: boolean;
  emptyText: string;
  /** "See more" link under the list. */
  more: { to: string; label: string };
  children: ReactNode;
}

/** One recommendation list on Home: a heading, skeletons while loading, a quiet empty state, the items. */
export function RecommendationSection({
  id,
  title,
  isLoading,
  isEmpty,
  emptyText,
  more,
  children,
}: RecommendationSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={cardStyles} aria-busy={isLoading || undefined}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <Link to={more.to} className="text-sm font-semibold text-accent-text hover:underline">
          {more.label}
        </Link>
      </div>
      <div className="mt-4">
        {isLoading ? (
          <GridSkeleton label={`Loading ${title.toLowerCase()}…`} count={4} columns={2} inCard />
        ) : isEmpty ? (
          <p className="text-sm text-muted">{emptyText}</p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
