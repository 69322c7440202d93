import { loginRedirectPath, UI_TEXT } from '@stryd/domain';
import { LockKeyhole, type LucideIcon, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MessagePanel } from '../../../lib/ui/message-panel';
import { buttonStyles } from '../../../lib/ui/styles';

/** A routine page that cannot be shown: why, and where to go instead. */
function GatePanel({
  icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <MessagePanel headingId="gate-heading" icon={icon} title={title} message={text}>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </MessagePanel>
  );
}

/** Signed-out visitors of a routine page (docs/product.md#routine-page). */
export function LoginToView({ path }: { path: string }) {
  return (
    <GatePanel
      icon={LockKeyhole}
      title={UI_TEXT.loginToView}
      text="Log in to see the workouts, tick off sets, earn XP and climb this routine's leaderboard."
    >
      <Link to={loginRedirectPath(path)} className={buttonStyles.primary}>
        Log in
      </Link>
      <Link to={`/signup?redirectTo=${encodeURIComponent(path)}`} className={buttonStyles.secondary}>
        Sign up
      </Link>
    </GatePanel>
  );
}

/** An unknown routine (deleted, renamed or mistyped). */
export function RoutineNotFound() {
  return (
    <GatePanel
      icon={SearchX}
      title="Routine not found"
      text="This routine does not exist. It may have been deleted by its creator, or the link is mistyped."
    >
      <Link to="/explore-routines" className={buttonStyles.primary}>
        Explore routines
      </Link>
      <Link to="/" className={buttonStyles.secondary}>
        Back to home
      </Link>
    </GatePanel>
  );
}

/** Any other failure to load the routine, with a retry. */
export function RoutineLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <GatePanel icon={SearchX} title="Could not load this routine" text={message}>
      <button type="button" className={buttonStyles.primary} onClick={onRetry}>
        Try again
      </button>
      <Link to="/" className={buttonStyles.secondary}>
        Back to home
      </Link>
    </GatePanel>
  );
}
