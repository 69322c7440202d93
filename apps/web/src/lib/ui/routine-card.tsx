import { routinePath } from '@stryd/domain';
import { ChevronRight, Clock, Dumbbell, Users } from 'lucide-react';
import { Link } from 'react-router';

export interface RoutineCardProps {
  userID: string;
  username: string;
  routineName: string;
  estimatedTimeMinutes: string;
  level?: string | undefined;
  participants?: number | undefined;
  /** Why it is recommended; shown under the name. */
  reason?: string | undefined;
}

/** '45' → '45 min'; anything that is not a bare number is shown as it is. */
export function formatMinutes(minutes: string | number): string {
  const text = String(minutes).trim();
  return /^\d+$/.test(text) ? `${text} min` : text;
}

/** A routine in a list (search results, recommendations); the whole card links to its page. */
export function RoutineCard({
  userID,
  username,
  routineName,
  estimatedTimeMinutes,
  level,
  participants,
  reason,
}: RoutineCardProps) {
  return (
    <Link
      to={routinePath(userID, routineName)}
      className="group flex h-full flex-col rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-accent"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0">
          <span className="block font-semibold break-words text-fg">{routineName}</span>
          <span className="block text-sm text-muted">by {username}</span>
        </span>
        <ChevronRight
          aria-hidden="true"
          className="mt-0.5 h-4 w-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5"
        />
      </span>
      {reason ? <span className="mt-2 block text-sm text-accent-text">{reason}</span> : null}
      <span className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="h-4 w-4" />
          {formatMinutes(estimatedTimeMinutes)}
        </span>
        {level ? (
          <span className="inline-flex items-center gap-1">
            <Dumbbell aria-hidden="true" className="h-4 w-4" />
            {level}
          </span>
        ) : null}
        {participants !== undefined ? (
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="h-4 w-4" />
            {participants === 1 ? '1 member' : `${participants} members`}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
