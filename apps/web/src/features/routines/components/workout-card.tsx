import type { PlateSetup, PreviousSet, SetDetails, SetValues, WarmUpSet, WeightUnit } from '@stryd/domain';
import { exercisePath, exerciseVideoSearchUrl } from '@stryd/domain';
import { BookOpen, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { hydratedApart } from '../../../lib/ui/hydrated-apart';
import type { RoutineWorkout } from '../api/routine-types';
import { type SetSession, setKey } from '../use-set-session';
import type { WarmUpRow } from '../warm-up-store';
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
  /** One per set of the workout, in order. */
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
  /** Warm-ups added to this workout (docs/product.md#warm-ups); the two actions are stable like the ones above. */
  warmUps?: readonly WarmUpRow[] | undefined;
  onAddWarmUps?: (workoutIndex: number, sets: readonly WarmUpSet[]) => void;
  onToggleWarmUp?: (workoutIndex: number, index: number) => void;
  /** The routine's exercise when this session swapped it (decision 048); null otherwise. */
  replaces?: string | null;
  /** A swap of this workout on its way to the server. */
  swapBusy?: boolean;
  /** Opens the alternatives (absent for an exercise the library lacks); stable like the actions above. */
  onSwap?: ((workoutIndex: number) => void) | undefined;
  onUndoSwap?: (workoutIndex: number) => void;
}

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
    a.warmUps === b.warmUps &&
    a.onAddWarmUps === b.onAddWarmUps &&
    a.onToggleWarmUp === b.onToggleWarmUp &&
    a.replaces === b.replaces &&
    a.swapBusy === b.swapBusy &&
    a.onSwap === b.onSwap &&
    a.onUndoSwap === b.onUndoSwap &&
    sameSets(a.sets, b.sets)
  );
}

/** 'A1' before the name: where the workout stands in its superset or circuit. */
function GroupLabel({ label }: { label: string }) {
  return (
    <span className="mr-2 inline-flex min-w-8 justify-center rounded-md bg-accent-soft px-1.5 text-sm font-bold text-accent-text">
      {label}
      <span className="sr-only">:</span>
    </span>
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
  onToggleWarmUp,
  replaces = null,
  swapBusy = false,
  onSwap,
  onUndoSwap,
}: WorkoutCardProps) {
  const barbellSetup = workout.loadedWith === 'barbell' ? plateSetup : undefined;
  const headingId = `workout-${workoutIndex}-heading`;
  const done = sets.filter((set) => set.done).length;
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
        {/^\d+$/.test(workout.workoutReps.trim()) ? ' reps' : ''} · {done}/{workout.workoutSets} done
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
      {workout.loadedWith && onAddWarmUps && onToggleWarmUp ? (
        <WarmUpSection
          exercise={workout.workoutType}
          loadedWith={workout.loadedWith}
          workingKg={sets[0]?.values.weightKg ?? null}
          started={sets[0]?.done ?? false}
          setup={plateSetup}
          unit={unit}
          rows={warmUps}
          onAdd={(warmUpSets) => onAddWarmUps(workoutIndex, warmUpSets)}
          onToggle={(index) => onToggleWarmUp(workoutIndex, index)}
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
          </li>
        ))}
      </ul>
    </article>
  );
}

/**
 * A workout card hydrated apart (lib/ui/hydrated-apart.tsx): a set tapped while the page is still being
 * hydrated waits for its own card, and a tick draws its own card again, not the others.
 */
export const WorkoutCard = hydratedApart(WorkoutCardBody, sameCard);
