import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Seo } from '../seo';
import { MessagePanel } from './message-panel';
import { buttonStyles } from './styles';

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
      <MessagePanel headingId="coming-soon-heading" icon={Hourglass} title={title} message={description}>
        <p className="mt-4 inline-block rounded-full bg-surface-2 px-3 py-1 text-sm font-medium text-fg">
          Coming soon
        </p>
        {children}
        <div className="mt-6">
          <Link to="/" className={buttonStyles.secondary}>
            Back to home
          </Link>
        </div>
      </MessagePanel>
    </>
  );
}
