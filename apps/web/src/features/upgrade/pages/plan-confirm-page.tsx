import { PLUS_LABEL, PURCHASE_MESSAGES } from '@stryd/domain';
import { useQueryClient } from '@tanstack/react-query';
import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Seo } from '../../../lib/seo';
import { refreshSession, useSession } from '../../../lib/session';
import { MessagePanel } from '../../../lib/ui/message-panel';
import { buttonStyles } from '../../../lib/ui/styles';

/** Hosted checkouts confirm by webhook, a moment after the buyer returns: poll /api/me a while. */
const POLL_MS = 3000;
const MAX_POLLS = 20;

/**
 * /plan-confirm (docs/product.md#plan-confirmation): thank you, with links to /interests and
 * /explore-routines.
 */
export function PlanConfirmPage() {
  const queryClient = useQueryClient();
  const { user, isPaid } = useSession();
  const polls = useRef(0);

  useEffect(() => {
    void refreshSession(queryClient);
  }, [queryClient]);

  useEffect(() => {
    if (isPaid || !user) return;
    const timer = window.setInterval(() => {
      polls.current += 1;
      if (polls.current > MAX_POLLS) window.clearInterval(timer);
      else void refreshSession(queryClient);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [isPaid, user, queryClient]);

  return (
    <>
      <Seo
        title="Thank you"
        description="Your plan is active. Generate a routine or explore what others are doing."
        noIndex
      />
      <MessagePanel
        headingId="plan-confirm-heading"
        icon={PartyPopper}
        title={`Thank you for choosing ${PLUS_LABEL}!`}
        messageRole="status"
        message={
          isPaid
            ? PURCHASE_MESSAGES.success
            : user
              ? 'We are confirming your payment. This page updates by itself.'
              : 'Log in to see your plan.'
        }
      >
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/interests" className={buttonStyles.primary}>
            Generate a routine
          </Link>
          <Link to="/explore-routines" className={buttonStyles.secondary}>
            Explore routines
          </Link>
        </div>
      </MessagePanel>
    </>
  );
}
