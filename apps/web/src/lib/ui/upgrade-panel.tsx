import { UI_TEXT } from '@stryd/domain';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles, cardStyles } from './styles';

export interface UpgradePanelProps {
  /** Why the page is locked, e.g. 'Generating routines is a premium feature'. */
  message: string;
  /** Heading level 1 when the panel is the whole page (default), 2 when it sits inside one. */
  headingLevel?: 1 | 2;
}

/** SPEC §2/§6: the 'Upgrade to Plus' panel free users see instead of a premium screen; links to /upgrade. */
export function UpgradePanel({ message, headingLevel = 1 }: UpgradePanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      className={`${cardStyles} mx-auto mt-4 max-w-xl text-center`}
      aria-labelledby="upgrade-panel-heading"
    >
      <span className="mx-auto mb-4 inline-flex h-14 w-14 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        <Crown aria-hidden="true" className="h-7 w-7" />
      </span>
      <Heading id="upgrade-panel-heading" className="text-2xl font-bold tracking-tight">
        {UI_TEXT.upgradeToPlus}
      </Heading>
      <p className="mt-2 text-muted">{message}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/upgrade" className={buttonStyles.primary}>
          {UI_TEXT.upgradeToPlus}
        </Link>
        <Link to="/" className={buttonStyles.secondary}>
          Back to home
        </Link>
      </div>
    </section>
  );
}
