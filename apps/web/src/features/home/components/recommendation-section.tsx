import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../lib/ui/skeleton';
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
          <div role="status">
            <span className="sr-only">Loading {title.toLowerCase()}…</span>
            <ul className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
              {[0, 1, 2, 3].map((n) => (
                <li key={n} className="rounded-2xl border border-border p-4">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="mt-2 h-3 w-1/3" />
                  <Skeleton className="mt-4 h-3 w-1/2" />
                </li>
              ))}
            </ul>
          </div>
        ) : isEmpty ? (
          <p className="text-sm text-muted">{emptyText}</p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
