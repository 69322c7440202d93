import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Seo } from '../seo';
import { buttonStyles, cardStyles } from './styles';

export interface ComingSoonProps {
  /** Page heading and title, e.g. 'Explore routines'. */
  title: string;
  description: string;
  /** Extra content under the message (e.g. a second link). */
  children?: ReactNode;
}

/** One friendly placeholder for every screen that is not built yet. */
export function ComingSoon({ title, description, children }: ComingSoonProps) {
  return (
    <>
      <Seo title={title} description={description} />
      <section
        className={`${cardStyles} mx-auto mt-4 max-w-xl text-center`}
        aria-labelledby="coming-soon-heading"
      >
        <span className="mx-auto mb-4 inline-flex h-14 w-14 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <Hourglass aria-hidden="true" className="h-7 w-7" />
        </span>
        <h1 id="coming-soon-heading" className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        <p className="mt-2 text-muted">{description}</p>
        <p className="mt-4 inline-block rounded-full bg-surface-2 px-3 py-1 text-sm font-medium text-fg">
          Coming soon
        </p>
        {children}
        <div className="mt-6">
          <Link to="/" className={buttonStyles.secondary}>
            Back to home
          </Link>
        </div>
      </section>
    </>
  );
}
