import {
  type LoadedWith,
  type PlateSetup,
  SET_TYPE_MARKS,
  type WarmUpSet,
  type WeightUnit,
  warmUpSets,
} from '@stryd/domain';
import { Flame } from 'lucide-react';
import { formatWeight } from '../../../lib/training-format';
import { buttonStyles } from '../../../lib/ui/styles';
import { PlateLine } from './plate-line';
import { SetTick } from './set-row';
import type { SetView } from './workout-card';

export const WARM_UP_TEXT = {
  proposal: 'Warm-up',
  add: 'Add warm-ups',
  added: 'Warm-ups: logged as warm-ups, no XP or records.',
} as const;

const setText = (set: { weightKg: number | null; reps: number | null }, unit: WeightUnit) =>
  `${set.weightKg === null ? '–' : formatWeight(set.weightKg, unit)} × ${set.reps ?? '–'}`;

export interface WarmUpSectionProps {
  exercise: string;
  loadedWith: LoadedWith;
  /** The first working set's weight, which the ramp climbs to; null until it has one. */
  workingKg: number | null;
  /** The first working set is ticked: too late to propose warm-ups. */
  started: boolean;
  /** The member's bar and plates; a barbell waits for them. */
  setup: PlateSetup | undefined;
  unit: WeightUnit;
  /** The warm-up rows (logged, or waiting for their tick), first to last. */
  rows: readonly SetView[] | undefined;
  onAdd: (sets: readonly WarmUpSet[]) => void;
  onToggle: (index: number) => void;
}

/**
 * A barbell or dumbbell workout's warm-ups (docs/product.md#warm-ups): the proposed ramp to the first
 * working set with one tap to add it, then the added sets before the working ones, each marked with the
 * warm-up type's W and ticked like any set: logged as a warm-up (decision 047).
 */
export function WarmUpSection({
  exercise,
  loadedWith,
  workingKg,
  started,
  setup,
  unit,
  rows,
  onAdd,
  onToggle,
}: WarmUpSectionProps) {
  const barbellSetup = loadedWith === 'barbell' ? setup : undefined;
  if (rows && rows.length > 0) {
    return (
      <div className="mt-3">
        <p className="text-sm text-muted">{WARM_UP_TEXT.added}</p>
        <ul className="mt-2 space-y-2" aria-label={`Warm-ups of ${exercise}`}>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a warm-up keeps its place until cleared
            <li key={i}>
              <div className="flex items-center gap-2 rounded-xl border border-dashed border-border bg-bg px-2 py-2 has-checked:border-accent has-checked:bg-accent-soft">
                {/* The warm-up type's mark, as the set row's type button shows it. */}
                <span
                  aria-hidden="true"
                  className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border-2 border-border bg-surface-2 text-base font-bold text-muted"
                >
                  {SET_TYPE_MARKS.warmup}
                </span>
                <span className="min-w-0 flex-1 font-semibold tabular-nums">{setText(row.values, unit)}</span>
                <SetTick
                  label={`Warm-up ${i + 1} of ${exercise}`}
                  done={row.done}
                  busy={row.busy}
                  onToggle={() => onToggle(i)}
                />
              </div>
              {barbellSetup ? (
                <PlateLine weightKg={row.values.weightKg} setup={barbellSetup} unit={unit} />
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (started || workingKg === null || workingKg <= 0 || (loadedWith === 'barbell' && !setup)) return null;
  const proposal = warmUpSets(workingKg, loadedWith, unit, setup);
  if (proposal.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-bg px-3 py-2 text-sm">
      <p className="flex min-w-0 flex-1 items-start gap-1.5">
        <Flame aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-text" />
        <span>
          {WARM_UP_TEXT.proposal}: {proposal.map((set) => setText(set, unit)).join(' · ')}
        </span>
      </p>
      <button
        type="button"
        onClick={() => onAdd(proposal)}
        aria-label={`${WARM_UP_TEXT.add} to ${exercise}`}
        className={`${buttonStyles.smallSecondary} min-h-11`}
      >
        {WARM_UP_TEXT.add}
      </button>
    </div>
  );
}
