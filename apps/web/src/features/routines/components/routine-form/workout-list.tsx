import { groupLabels, LIMITS } from '@stryd/domain';
import { ArrowDown, ArrowUp, Dumbbell, Link2, Lock, Trash2 } from 'lucide-react';
import { buttonStyles } from '../../../../lib/ui/styles';
import type { FormWorkout, WorkoutsDraft } from '../../use-routine-draft';

const SET_OPTIONS = Array.from({ length: LIMITS.workoutSetsMax }, (_, i) => i + LIMITS.workoutSetsMin);

/**
 * A workout the routine had may be removed only where its creator allowed it (deleteable,
 * docs/product.md#routine-fields).
 */
const locked = (workout: FormWorkout) => workout.from !== undefined && workout.deleteable === false;

/**
 * Joins a workout and the next into a superset (three or more make a circuit), or splits them; pressed
 * while they are together.
 */
function SupersetToggle(props: { name: string; nextName: string; linked: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={`${buttonStyles.icon} ${props.linked ? 'ring-2 ring-accent' : ''}`}
      aria-label={`Superset ${props.name} with ${props.nextName}`}
      aria-pressed={props.linked}
      onClick={props.onToggle}
    >
      <Link2 aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}

/** The routine's workouts: sets and reps changed in place, moved up and down, removed where allowed. */
export function WorkoutList({ workouts: draft }: { workouts: WorkoutsDraft }) {
  const { workouts, updateWorkout, moveWorkout, removeWorkout, toggleLink } = draft;
  if (workouts.length === 0) return <p className="text-sm text-muted">No workouts yet.</p>;
  const labels = groupLabels(workouts.map((w) => w.group));
  return (
    <ul className="space-y-2" aria-label="Workouts in this routine">
      {workouts.map((workout, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the same exercise may be listed twice
          key={`${workout.workoutType}-${index}`}
          className="flex items-center gap-3 rounded-xl border border-border bg-bg px-3 py-2.5"
        >
          <Dumbbell aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-text" />
          <span className="min-w-0 flex-1">
            <span className="block break-words font-semibold">
              {labels[index] ? (
                <span className="mr-2 rounded-md bg-accent-soft px-1.5 text-sm font-bold text-accent-text">
                  {labels[index]}
                  <span className="sr-only">:</span>
                </span>
              ) : null}
              {workout.workoutType}
            </span>
            <span className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-muted">
              <select
                aria-label={`Sets of ${workout.workoutType}`}
                value={workout.workoutSets}
                onChange={(event) => updateWorkout(index, { workoutSets: Number(event.target.value) })}
                className="min-h-10 rounded-lg border border-border bg-surface px-2 text-fg"
              >
                {SET_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
              <span aria-hidden="true">sets ×</span>
              <input
                type="text"
                aria-label={`Reps of ${workout.workoutType}`}
                value={workout.workoutReps}
                maxLength={LIMITS.workoutRepsMax}
                onChange={(event) => {
                  // Reps are never blank: the field keeps its last value until new text replaces it.
                  if (event.target.value.trim() !== '')
                    updateWorkout(index, { workoutReps: event.target.value });
                }}
                className="min-h-10 w-20 rounded-lg border border-border bg-surface px-2 text-fg"
              />
              <span aria-hidden="true">reps</span>
            </span>
          </span>
          {index < workouts.length - 1 ? (
            <SupersetToggle
              name={workout.workoutType}
              nextName={workouts[index + 1]?.workoutType ?? ''}
              linked={Boolean(labels[index]) && workout.group === workouts[index + 1]?.group}
              onToggle={() => toggleLink(index)}
            />
          ) : null}
          {workouts.length > 1 ? (
            <>
              <button
                type="button"
                className={buttonStyles.icon}
                aria-label={`Move ${workout.workoutType} up`}
                disabled={index === 0}
                onClick={() => moveWorkout(index, -1)}
              >
                <ArrowUp aria-hidden="true" className="h-4 w-4" />
              </button>
              <button
                type="button"
                className={buttonStyles.icon}
                aria-label={`Move ${workout.workoutType} down`}
                disabled={index === workouts.length - 1}
                onClick={() => moveWorkout(index, 1)}
              >
                <ArrowDown aria-hidden="true" className="h-4 w-4" />
              </button>
            </>
          ) : null}
          {locked(workout) ? (
            <span className="inline-flex items-center gap-1 px-2 text-xs text-muted">
              <Lock aria-hidden="true" className="h-3.5 w-3.5" />
              Stays
              <span className="sr-only"> ({workout.workoutType} can't be removed from this routine)</span>
            </span>
          ) : (
            <button
              type="button"
              className={buttonStyles.icon}
              aria-label={`Remove ${workout.workoutType}`}
              onClick={() => removeWorkout(index)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
