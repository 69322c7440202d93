import { fromKg, type SetValues, suggestNext, targetValues, type WeightUnit } from '@stryd/domain';
import { TrendingUp } from 'lucide-react';
import type { RoutineWorkout } from '../api/routine-types';

/** '80 kg × 8', '45 s', '12 reps': one set as a lifter writes it. */
export function formatSet(values: SetValues, unit: WeightUnit): string {
  const parts: string[] = [];
  if (values.weightKg) parts.push(`${fromKg(values.weightKg, unit)} ${unit} × ${values.reps ?? 0}`);
  else if (values.reps !== null) parts.push(`${values.reps} reps`);
  if (values.distanceM) parts.push(`${values.distanceM} m`);
  if (values.seconds) parts.push(`${values.seconds} s`);
  return parts.join(' · ') || '—';
}

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
  previous: readonly SetValues[] | undefined;
  unit: WeightUnit;
}) {
  if (!previous || previous.length === 0) return null;
  const target = targetValues(workout.workoutReps, workout.measure).reps ?? 0;
  const hint = suggestNext(previous, Math.max(1, target));
  return (
    <div className="mt-2 rounded-xl bg-bg px-3 py-2 text-sm">
      <p className="text-muted">
        Last time: <span className="text-fg">{previous.map((set) => formatSet(set, unit)).join(', ')}</span>
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
