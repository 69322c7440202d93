import { GROUP_HINT, groupHeading } from '@stryd/domain';
import type { ReactNode } from 'react';

export interface WorkoutGroupProps {
  /** The group's letter (A, B, …). */
  letter: string;
  /** The exercises' names, in order: a screen reader hears what the group holds before its cards. */
  names: readonly string[];
  children: ReactNode;
}

/**
 * A superset or circuit on the routine page (docs/product.md#supersets-and-circuits): its member cards
 * inside one bracket under "Superset A" or "Circuit B", read out as one group with its exercises.
 */
export function WorkoutGroup({ letter, names, children }: WorkoutGroupProps) {
  const headingId = `group-${letter}-heading`;
  const heading = groupHeading(letter, names.length);
  return (
    <section
      // Named in one string: the browser would read a hidden span's words apart ("Superset A : …").
      aria-label={`${heading}: ${names.join(', ')}`}
      aria-describedby={`${headingId}-hint`}
      className="space-y-3 border-l-4 border-accent pl-3"
    >
      <div>
        <h3 id={headingId} className="text-sm font-bold uppercase tracking-wide text-accent-text">
          {heading}
        </h3>
        <p id={`${headingId}-hint`} className="text-sm text-muted">
          {GROUP_HINT}
        </p>
      </div>
      <ul className="space-y-3">{children}</ul>
    </section>
  );
}
