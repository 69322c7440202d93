import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Seo } from '../seo';
import { BackHomeLink } from './back-home-link';
import { MessagePanel } from './message-panel';

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
        <BackHomeLink />
      </MessagePanel>
    </>
  );
}
