import type { WeightUnit } from '@stryd/domain';
import { exercisePath, exerciseVideoSearchUrl } from '@stryd/domain';
import { BookOpen, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { RoutineWorkout } from '../api/routine-types';
import { type SetSession, setKey } from '../use-set-session';
import { LastTimeHint } from './last-time-hint';
import { SetRow } from './set-row';

export interface WorkoutCardProps {
  workout: RoutineWorkout;
  workoutIndex: number;
  session: Pick<SetSession, 'checked' | 'pending' | 'valuesFor' | 'setValue' | 'toggle' | 'previous'>;
  unit: WeightUnit;
}

/** One workout with its how-to and demo links, last time's sets with a suggestion, and a row per set. */
export function WorkoutCard({ workout, workoutIndex, session, unit }: WorkoutCardProps) {
  const headingId = `workout-${workoutIndex}-heading`;
  const { checked, pending } = session;
  const done = Array.from({ length: workout.workoutSets }, (_, s) =>
    checked.has(setKey(workoutIndex, s)),
  ).filter(Boolean).length;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm"
    >
      {/* A long name wraps, and the links move below it, rather than cut the name on a phone. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="min-w-0 break-words text-base font-semibold">
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
        {workout.workoutSets} {workout.workoutSets === 1 ? 'set' : 'sets'} × {workout.workoutReps}
        {/^\d+$/.test(workout.workoutReps.trim()) ? ' reps' : ''} · {done}/{workout.workoutSets} done
      </p>
      <LastTimeHint workout={workout} previous={session.previous.get(workoutIndex)} unit={unit} />
      <ul className="mt-3 space-y-2" aria-label={`Sets of ${workout.workoutType}`}>
        {Array.from({ length: workout.workoutSets }, (_, setIndex) => {
          const key = setKey(workoutIndex, setIndex);
          return (
            <li key={key}>
              <SetRow
                exercise={workout.workoutType}
                setIndex={setIndex}
                measure={workout.measure}
                values={session.valuesFor(workoutIndex, setIndex)}
                unit={unit}
                done={checked.has(key)}
                busy={pending.has(key)}
                onChange={(field, value) => session.setValue(workoutIndex, setIndex, field, value)}
                onToggle={() => session.toggle(workoutIndex, setIndex)}
              />
            </li>
          );
        })}
      </ul>
    </article>
  );
}
