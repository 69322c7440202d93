import type { PlateSetup, PreviousSet, SetDetails, SetValues, WarmUpSet, WeightUnit } from '@stryd/domain';
import { exercisePath, exerciseVideoSearchUrl, SET_PLACE_LIMITS, warmUpPlace } from '@stryd/domain';
import { BookOpen, ExternalLink, Plus, X } from 'lucide-react';
import { Link } from 'react-router';
import { GroupLabel } from '../../../lib/ui/group-label';
import { hydratedApart } from '../../../lib/ui/hydrated-apart';
import { buttonStyles } from '../../../lib/ui/styles';
import type { RoutineWorkout } from '../api/routine-types';
import { type SetSession, setKey } from '../use-set-session';
import { LastTimeHint } from './last-time-hint';
import { PlateLine } from './plate-line';
import { SetRow } from './set-row';
import { SwapLine } from './swap-line';
import { WarmUpSection } from './warm-up-section';

/** What one set's row shows. */
export interface SetView {
  values: SetValues;
  details: SetDetails;
  done: boolean;
  busy: boolean;
}

export interface WorkoutCardProps {
  workout: RoutineWorkout;
  workoutIndex: number;
  /** One per set of the workout, in order: the routine's, then those added in the session. */
  sets: readonly SetView[];
  /** Last time's sets of this workout's exercise. */
  previous: readonly PreviousSet[] | undefined;
  unit: WeightUnit;
  /** Its place in a superset or circuit ('A1', 'A2'), or null when done alone. */
  label: string | null;
  /** The set to do next in the session's order, when it is one of this workout's; else null. */
  nextSet: number | null;
  /** Stable across renders (use-set-session.ts), as the card is drawn again only when its props change. */
  onChange: SetSession['setValue'];
  onDetails: SetSession['setDetails'];
  onToggle: SetSession['toggle'];
  /** The member's bar and plates: a barbell workout's sets show their plates (docs/product.md#plate-calculator). */
  plateSetup?: PlateSetup | undefined;
  /** Warm-ups added to this workout (docs/product.md#warm-ups), ticked with `onToggle` at their places. */
  warmUps?: readonly SetView[] | undefined;
  /** These three are stable like the ones above (docs/product.md#adding-and-removing-sets). */
  onAddWarmUps?: (workoutIndex: number, sets: readonly WarmUpSet[]) => void;
  onAddSet?: (workoutIndex: number) => void;
  onRemoveSet?: (workoutIndex: number) => void;
  /** The routine's exercise when this session swapped it (decision 048); null otherwise. */
  replaces?: string | null;
  /** A swap of this workout on its way to the server. */
  swapBusy?: boolean;
  /** Opens the alternatives (absent for an exercise the library lacks); stable like the actions above. */
  onSwap?: ((workoutIndex: number) => void) | undefined;
  onUndoSwap?: (workoutIndex: number) => void;
}

export const EXTRA_SET_TEXT = {
  add: 'Add set',
  remove: 'Remove set',
} as const;

const sameValues = (a: SetValues, b: SetValues) =>
  a.reps === b.reps && a.weightKg === b.weightKg && a.seconds === b.seconds && a.distanceM === b.distanceM;

const sameDetails = (a: SetDetails, b: SetDetails) =>
  a.setType === b.setType && a.rpe === b.rpe && a.rir === b.rir && a.note === b.note;

const sameSets = (a: readonly SetView[], b: readonly SetView[]) =>
  a.length === b.length &&
  a.every((set, i) => {
    const other = b[i] as SetView;
    return (
      set.done === other.done &&
      set.busy === other.busy &&
      sameValues(set.values, other.values) &&
      sameDetails(set.details, other.details)
    );
  });

/** Equal when nothing the card shows changed: a tick in one workout draws that workout's card alone. */
export function sameCard(a: WorkoutCardProps, b: WorkoutCardProps): boolean {
  return (
    a.workout === b.workout &&
    a.workoutIndex === b.workoutIndex &&
    a.previous === b.previous &&
    a.unit === b.unit &&
    a.label === b.label &&
    a.nextSet === b.nextSet &&
    a.onChange === b.onChange &&
    a.onDetails === b.onDetails &&
    a.onToggle === b.onToggle &&
    a.plateSetup === b.plateSetup &&
    a.onAddWarmUps === b.onAddWarmUps &&
    a.onAddSet === b.onAddSet &&
    a.onRemoveSet === b.onRemoveSet &&
    a.replaces === b.replaces &&
    a.swapBusy === b.swapBusy &&
    a.onSwap === b.onSwap &&
    a.onUndoSwap === b.onUndoSwap &&
    sameSets(a.sets, b.sets) &&
    sameSets(a.warmUps ?? [], b.warmUps ?? [])
  );
}

/** One workout with its how-to and demo links, last time's sets with a suggestion, and a row per set. */
function WorkoutCardBody({
  workout,
  workoutIndex,
  sets,
  previous,
  unit,
  label,
  nextSet,
  onChange,
  onDetails,
  onToggle,
  plateSetup,
  warmUps,
  onAddWarmUps,
  onAddSet,
  onRemoveSet,
  replaces = null,
  swapBusy = false,
  onSwap,
  onUndoSwap,
}: WorkoutCardProps) {
  const barbellSetup = workout.loadedWith === 'barbell' ? plateSetup : undefined;
  const headingId = `workout-${workoutIndex}-heading`;
  const done = sets.filter((set) => set.done).length;
  const added = sets.length - workout.workoutSets;
  const lastSet = sets.length - 1;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm"
    >
      {/* A long name wraps, and the links move below it, rather than cut the name on a phone. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="min-w-0 break-words text-base font-semibold">
          {label ? <GroupLabel label={label} /> : null}
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
        {/^\d+$/.test(workout.workoutReps.trim()) ? ' reps' : ''}
        {added > 0 ? ` · ${added} added` : ''} · {done}/{sets.length} done
      </p>
      {onSwap && onUndoSwap ? (
        <SwapLine
          exercise={workout.workoutType}
          replaces={replaces}
          started={done > 0}
          busy={swapBusy}
          onSwap={() => onSwap(workoutIndex)}
          onUndo={() => onUndoSwap(workoutIndex)}
        />
      ) : null}
      <LastTimeHint workout={workout} previous={previous} unit={unit} />
      {workout.loadedWith && onAddWarmUps ? (
        <WarmUpSection
          exercise={workout.workoutType}
          loadedWith={workout.loadedWith}
          workingKg={sets[0]?.values.weightKg ?? null}
          started={sets[0]?.done ?? false}
          setup={plateSetup}
          unit={unit}
          rows={warmUps}
          onAdd={(warmUpSets) => onAddWarmUps(workoutIndex, warmUpSets)}
          onToggle={(index) => onToggle(workoutIndex, warmUpPlace(index))}
        />
      ) : null}
      <ul className="mt-3 space-y-2" aria-label={`Sets of ${workout.workoutType}`}>
        {sets.map((set, setIndex) => (
          <li
            key={setKey(workoutIndex, setIndex)}
            // The next set in the session's order (round by round in a superset), marked around the row.
            aria-current={nextSet === setIndex ? 'step' : undefined}
            className={
              nextSet === setIndex
                ? 'rounded-xl ring-2 ring-accent ring-offset-2 ring-offset-surface'
                : undefined
            }
          >
            <SetRow
              exercise={workout.workoutType}
              setIndex={setIndex}
              measure={workout.measure}
              values={set.values}
              details={set.details}
              unit={unit}
              done={set.done}
              busy={set.busy}
              onChange={(field, value) => onChange(workoutIndex, setIndex, field, value)}
              onDetails={(change) => onDetails(workoutIndex, setIndex, change)}
              onToggle={() => onToggle(workoutIndex, setIndex)}
            />
            {barbellSetup ? (
              <PlateLine weightKg={set.values.weightKg} setup={barbellSetup} unit={unit} />
            ) : null}
            {onRemoveSet && setIndex === lastSet && setIndex >= workout.workoutSets ? (
              <button
                type="button"
                disabled={set.busy}
                onClick={() => onRemoveSet(workoutIndex)}
                aria-label={`${EXTRA_SET_TEXT.remove} ${setIndex + 1} of ${workout.workoutType}`}
                className={`${buttonStyles.smallSecondary} mt-1 min-h-11`}
              >
                <X aria-hidden="true" className="h-4 w-4" />
                {EXTRA_SET_TEXT.remove}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {onAddSet && added < SET_PLACE_LIMITS.addedPerWorkoutMax ? (
        <button
          type="button"
          onClick={() => onAddSet(workoutIndex)}
          aria-label={`${EXTRA_SET_TEXT.add} to ${workout.workoutType}`}
          className={`${buttonStyles.smallSecondary} mt-3 min-h-11`}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {EXTRA_SET_TEXT.add}
        </button>
      ) : null}
    </article>
  );
}

/**
 * A workout card hydrated apart (lib/ui/hydrated-apart.tsx): a set tapped while the page is still being
 * hydrated waits for its own card, and a tick draws its own card again, not the others.
 */
export const WorkoutCard = hydratedApart(WorkoutCardBody, sameCard);
