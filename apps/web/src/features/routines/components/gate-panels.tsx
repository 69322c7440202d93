import { loginRedirectPath, UI_TEXT } from '@stryd/domain';
import { Crown, LockKeyhole, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';

function GatePanel({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className={`${cardStyles} mx-auto mt-4 max-w-xl text-center`} aria-labelledby="gate-heading">
      <span className="mx-auto mb-4 inline-flex h-14 w-14 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        {icon}
      </span>
      <h1 id="gate-heading" className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="mt-2 text-muted">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}

/** SPEC §2/§6: a premium feature seen by a free user, with the way to upgrade. */
export function PremiumUpsell({ title, text }: { title: string; text: string }) {
  return (
    <GatePanel icon={<Crown aria-hidden="true" className="h-7 w-7" />} title={title} text={text}>
      <Link to="/upgrade" className={buttonStyles.primary}>
        {UI_TEXT.upgradeToPlus}
      </Link>
      <Link to="/" className={buttonStyles.secondary}>
        Back to home
      </Link>
    </GatePanel>
  );
}

/** SPEC §2: signed-out visitors of a routine page. */
export function LoginToView({ path }: { path: string }) {
  return (
    <GatePanel
      icon={<LockKeyhole aria-hidden="true" className="h-7 w-7" />}
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
      icon={<SearchX aria-hidden="true" className="h-7 w-7" />}
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
    <GatePanel
      icon={<SearchX aria-hidden="true" className="h-7 w-7" />}
      title="Could not load this routine"
      text={message}
    >
      <button type="button" className={buttonStyles.primary} onClick={onRetry}>
        Try again
      </button>
      <Link to="/" className={buttonStyles.secondary}>
        Back to home
      </Link>
    </GatePanel>
  );
}
