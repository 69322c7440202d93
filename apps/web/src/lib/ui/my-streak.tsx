import { feedPath, historyPath } from '@stryd/domain';
import { Link } from 'react-router';
import { useStreak } from '../streak';
import { Skeleton } from './skeleton';
import { StreakBadge } from './streak-badge';
import { buttonStyles } from './styles';

/**
 * The signed-in user's streak with a way to their history and their feed (own profile; home, which is the
 * feed, leaves that link out). While it loads, a
 * placeholder of the same height holds its place, so the page below does not move when it arrives.
 */
export function MyStreak({ className = '', feedLink = true }: { className?: string; feedLink?: boolean }) {
  const streak = useStreak();
  if (streak.isLoading) return <MyStreakPlaceholder className={className} />;
  if (!streak.data) return null;
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <StreakBadge streakWeeks={streak.data.streakWeeks} />
      <Link to={historyPath()} className={`${buttonStyles.smallSecondary} min-h-11`}>
        History
      </Link>
      {/* Not on a screen that is the feed (a signed-in home). */}
      {feedLink ? (
        <Link to={feedPath()} className={`${buttonStyles.smallSecondary} min-h-11`}>
          Feed
        </Link>
      ) : null}
    </div>
  );
}

/** MyStreak's place while it loads: the row is one line (a short badge and the link), 44 px high. */
function MyStreakPlaceholder({ className = '' }: { className?: string }) {
  return <Skeleton className={`h-11 w-56 rounded-full ${className}`} />;
}
