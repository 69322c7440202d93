import { UI_TEXT } from '@stryd/domain';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { MessagePanel } from './message-panel';
import { buttonStyles } from './styles';

export interface UpgradePanelProps {
  /** The heading: 'Upgrade to Plus' unless the page names its feature, e.g. 'Creating routines is a premium feature'. */
  title?: string;
  /** Why the page is locked, e.g. 'Generating routines is a premium feature'. */
  message: string;
  /** Heading level 1 when the panel is the whole page (default), 2 when it sits inside one. */
  headingLevel?: 1 | 2;
}

/**
 * docs/product.md#roles-and-permissions: the 'Upgrade to Plus' panel free users see instead of a premium
 * screen; links to /upgrade.
 */
export function UpgradePanel({
  title = UI_TEXT.upgradeToPlus,
  message,
  headingLevel = 1,
}: UpgradePanelProps) {
  return (
    <MessagePanel
      headingId="upgrade-panel-heading"
      icon={Crown}
      title={title}
      message={message}
      headingLevel={headingLevel}
    >
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/upgrade" className={buttonStyles.primary}>
          {UI_TEXT.upgradeToPlus}
        </Link>
        <Link to="/" className={buttonStyles.secondary}>
          Back to home
        </Link>
      </div>
    </MessagePanel>
  );
}
