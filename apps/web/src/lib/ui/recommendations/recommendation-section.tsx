import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingPlaceholder } from '../grid-skeleton';
import { cardStyles } from '../styles';

export interface RecommendationSectionProps {
  id: string;
  title: string;
  isLoading: boolean;
  /** Nothing to show (no items, or the call failed: failures are only logged). */
  isEmpty: boolean;
  emptyText: string;
  /** "See more" link under the list. */
  more: { to: string; label: string };
  /** Placeholder items shaped like the real ones (hidden from assistive tech). */
  placeholder: ReactNode;
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
  placeholder,
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
      {/* Once the list arrives, the placeholders stay underneath, invisible: a short list (or none) leaves
          the section as tall as it was while loading, so the section below it does not move. */}
      <div className="mt-4 grid">
        {isLoading ? (
          <LoadingPlaceholder label={`Loading ${title.toLowerCase()}…`}>{placeholder}</LoadingPlaceholder>
        ) : (
          <>
            <div className="invisible col-start-1 row-start-1">{placeholder}</div>
            {isEmpty ? (
              <p className="col-start-1 row-start-1 self-center text-center text-sm text-muted">
                {emptyText}
              </p>
            ) : (
              <div className="col-start-1 row-start-1">{children}</div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
