import { ApiError } from '../../../lib/api-client';
import { formatDuration, formatSessionDate } from '../../../lib/training-format';
import { StreakBadge } from '../../../lib/ui/streak-badge';
import { cardStyles } from '../../../lib/ui/styles';
import { PROFILE_SESSIONS, useUserHistory } from '../api/get-user-history';

export const PRIVATE_HISTORY_LINE = 'Their training history is private.';

/** Another member's streak and latest sessions, only when they made their history public. */
export function TrainingHistorySection({ userID, enabled }: { userID: string; enabled: boolean }) {
  const history = useUserHistory(userID, enabled);
  if (history.error instanceof ApiError && history.error.status === 403) {
    return <p className="mt-6 text-sm text-muted">{PRIVATE_HISTORY_LINE}</p>;
  }
  if (!history.data) return null;
  const sessions = history.data.sessions.slice(0, PROFILE_SESSIONS);
  return (
    <section aria-labelledby="training-history-heading" className={`${cardStyles} mt-6 space-y-3`}>
      <h2 id="training-history-heading" className="text-lg font-semibold">
        Training history
      </h2>
      <StreakBadge streakWeeks={history.data.streakWeeks} />
      {sessions.length === 0 ? (
        <p className="text-muted">No finished sessions yet.</p>
      ) : (
        <ul className="divide-y divide-border">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap justify-between gap-x-3 py-2">
              <span className="font-semibold">{s.routineName}</span>
              <span className="text-sm text-muted">
                {`${formatSessionDate(s.startedAt)} · ${formatDuration(s.durationMs)} · ${s.setCount} sets`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
