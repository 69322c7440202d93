import { type PreviousSet, suggestNext, targetValues, type WeightUnit } from '@stryd/domain';
import { TrendingUp } from 'lucide-react';
import { formatSet } from '../../../lib/training-format';
import type { RoutineWorkout } from '../api/routine-types';

/**
 * Last session's sets of this exercise and the next step by double progression (domain suggestNext),
 * as a hint only: the set rows are pre-filled from last time, never from the suggestion.
 */
export function LastTimeHint({
  workout,
  previous,
  unit,
}: {
  workout: RoutineWorkout;
  previous: readonly PreviousSet[] | undefined;
  unit: WeightUnit;
}) {
  if (!previous || previous.length === 0) return null;
  const target = targetValues(workout.workoutReps, workout.measure).reps ?? 0;
  const hint = suggestNext(previous, Math.max(1, target));
  return (
    <div className="mt-2 rounded-xl bg-bg px-3 py-2 text-sm">
      <p className="text-muted">
        Last time: <span className="text-fg">{previous.map((set) => formatSet(set, unit)).join(' · ')}</span>
      </p>
      {hint ? (
        <p className="mt-1 flex items-start gap-1.5">
          <TrendingUp aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-text" />
          <span>
            Try <strong>{formatSet(hint.values, unit)}</strong>. {hint.reason}
          </span>
        </p>
      ) : null}
    </div>
  );
}
