import { exercisePath, exerciseVideoSearchUrl } from '@stryd/domain';
import { BookOpen, Check, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { RoutineWorkout } from '../api/routine-types';
import { setKey } from '../use-set-session';

export interface WorkoutCardProps {
  workout: RoutineWorkout;
  workoutIndex: number;
  checked: ReadonlySet<string>;
  pending: ReadonlySet<string>;
  onToggle: (workoutIndex: number, setIndex: number) => void;
}

/** One workout with a demo-video link and a set card per set (toggle buttons, aria-pressed). */
export function WorkoutCard({ workout, workoutIndex, checked, pending, onToggle }: WorkoutCardProps) {
  const headingId = `workout-${workoutIndex}-heading`;
  const done = Array.from({ length: workout.workoutSets }, (_, s) =>
    checked.has(setKey(workoutIndex, s)),
  ).filter(Boolean).length;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="min-w-0 truncate text-base font-semibold">
          {workout.workoutType}
        </h3>
        <div className="flex shrink-0 items-center">
          {workout.exerciseId ? (
            <Link
              to={exercisePath(workout.exerciseId)}
              aria-label={`How to do ${workout.workoutType}`}
              className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-accent-text underline-offset-2 hover:underline"
            >
              <BookOpen aria-hidden="true" className="h-3.5 w-3.5" />
              How to
            </Link>
          ) : null}
          <a
            href={exerciseVideoSearchUrl(workout.workoutType)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Watch demo of ${workout.workoutType} (opens in a new tab)`}
            className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-accent-text underline-offset-2 hover:underline"
          >
            Watch demo
            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          </a>
        </div>
      </div>
      <p className="text-sm text-muted">
        {workout.workoutSets} {workout.workoutSets === 1 ? 'set' : 'sets'} × {workout.workoutReps} reps ·{' '}
        {done}/{workout.workoutSets} done
      </p>
      <ul
        className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4"
        aria-label={`Sets of ${workout.workoutType}`}
      >
        {Array.from({ length: workout.workoutSets }, (_, setIndex) => {
          const key = setKey(workoutIndex, setIndex);
          const on = checked.has(key);
          const busy = pending.has(key);
          return (
            <li key={key}>
              <button
                type="button"
                aria-pressed={on}
                aria-busy={busy || undefined}
                aria-label={`Set ${setIndex + 1} of ${workout.workoutType}`}
                onClick={() => onToggle(workoutIndex, setIndex)}
                className={`flex w-full items-center justify-between gap-2 rounded-xl border px-3 py-3 text-left text-sm font-semibold transition-colors ${
                  on
                    ? 'border-accent bg-accent-soft text-fg'
                    : 'border-border bg-bg text-fg hover:bg-surface-2'
                } ${busy ? 'opacity-70' : ''}`}
              >
                <span>Set {setIndex + 1}</span>
                <span
                  aria-hidden="true"
                  className={`inline-flex h-5 w-5 items-center justify-center rounded-md border ${
                    on ? 'border-accent bg-accent text-accent-fg' : 'border-border'
                  }`}
                >
                  {on ? <Check className="h-3.5 w-3.5" /> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
