import type { ReactNode } from 'react';
import { cardStyles } from './styles';

export interface CardSectionProps {
  /** Id of the heading the section is labelled by, so screen readers can jump between sections. */
  headingId: string;
  title: string;
  /** A line under the heading saying what the section is for. */
  intro?: string;
  children: ReactNode;
}

/** One card of a page or a long form: a level-2 heading, an optional intro line, then its content. */
export function CardSection({ headingId, title, intro, children }: CardSectionProps) {
  return (
    <section aria-labelledby={headingId} className={`${cardStyles} space-y-4`}>
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
