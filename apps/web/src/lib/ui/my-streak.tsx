import { historyPath } from '@stryd/domain';
import { Link } from 'react-router';
import { useStreak } from '../streak';
import { StreakBadge } from './streak-badge';
import { buttonStyles } from './styles';

/** The signed-in user's streak with a way to their history (home, own profile); nothing until it loads. */
export function MyStreak({ className = '' }: { className?: string }) {
  const streak = useStreak();
  if (!streak.data) return null;
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <StreakBadge streakWeeks={streak.data.streakWeeks} />
      <Link to={historyPath()} className={`${buttonStyles.smallSecondary} min-h-11`}>
        History
      </Link>
    </div>
  );
}
