import { routinePath } from '@stryd/domain';
import { ChevronRight, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { JoinedRoutine, ProfileRoutine } from '../api/get-user-profile';

export interface RoutineLinkItem {
  creatorId: string;
  routineName: string;
  /** Minutes as text, e.g. '45'. */
  minutes: string;
  /** A second line, e.g. 'by sam' or 'Intermediate'. */
  detail?: string;
}

export function fromRoutine(routine: ProfileRoutine): RoutineLinkItem {
  return {
    creatorId: routine.creatorID,
    routineName: routine.routineName,
    minutes: routine.estimatedTimeMinutes,
    detail: routine.level,
  };
}

export function fromJoined(routine: JoinedRoutine): RoutineLinkItem {
  return {
    creatorId: routine.routineCreatorUserID,
    routineName: routine.routineName,
    minutes: routine.estimatedTimeMinutes,
    detail: `by ${routine.routineCreator}`,
  };
}

function minutesLabel(minutes: string): string {
  const text = minutes.trim();
  return /^\d+$/.test(text) ? `${text} min` : text;
}

export interface RoutineSectionProps {
  title: string;
  items: RoutineLinkItem[];
  empty: string;
  /** Extra content under an empty list (e.g. a link to generate one). */
  emptyAction?: ReactNode;
}

/** One titled list of routines, each linking to /stryd/{creatorId}/{routineName}. */
export function RoutineSection({ title, items, empty, emptyAction }: RoutineSectionProps) {
  const headingId = `routines-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="mt-6 first:mt-0">
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        {title}
        <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">
          <span className="sr-only">(</span>
          {items.length}
          <span className="sr-only">)</span>
        </span>
      </h3>
      {items.length === 0 ? (
        <div className="mt-2 text-sm text-muted">
          <p>{empty}</p>
          {emptyAction}
        </div>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {items.map((item) => (
            <li key={`${item.creatorId}/${item.routineName}`}>
              <Link
                to={routinePath(item.creatorId, item.routineName)}
                className="flex items-center gap-3 rounded-xl border border-border bg-bg px-4 py-3 transition-colors hover:border-accent"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-fg">{item.routineName}</span>
                  <span className="mt-0.5 flex items-center gap-1 text-xs text-muted">
                    <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                    {minutesLabel(item.minutes)}
                    {item.detail ? ` · ${item.detail}` : ''}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
