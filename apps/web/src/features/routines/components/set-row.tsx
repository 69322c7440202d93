import {
  fieldsForMeasure,
  fromKg,
  type Measure,
  type SetValues,
  setValuesProblem,
  toKg,
  type WeightUnit,
} from '@stryd/domain';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { FieldError } from '../../../lib/ui/field-error';

type Field = keyof SetValues;

const FIELD_UNITS: Record<Exclude<Field, 'weightKg'>, string> = {
  reps: 'reps',
  seconds: 's',
  distanceM: 'm',
};
const FIELD_NAMES: Record<Field, string> = {
  reps: 'Reps',
  weightKg: 'Weight',
  seconds: 'Time',
  distanceM: 'Distance',
};

export interface SetRowProps {
  exercise: string;
  setIndex: number;
  measure: Measure;
  values: SetValues;
  unit: WeightUnit;
  done: boolean;
  busy: boolean;
  /** One field typed: only that field changes, so a change never rewrites another field's value. */
  onChange: (field: Field, value: number | null) => void;
  onToggle: () => void;
}

/**
 * A number typed into a set field: empty is null, else the number (kg from the user's unit). One out of
 * range is kept as typed, so the row can say what is wrong (setValuesProblem) instead of dropping it.
 */
function parseField(field: Field, text: string, unit: WeightUnit): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return field === 'weightKg' ? toKg(value, unit) : Math.round(value);
}

/**
 * One set of a workout: its values (what the exercise is measured in, pre-filled) and a big tick
 * button. A ticked set's values are locked; untick it to change them.
 */
export function SetRow({
  exercise,
  setIndex,
  measure,
  values,
  unit,
  done,
  busy,
  onChange,
  onToggle,
}: SetRowProps) {
  const label = `Set ${setIndex + 1} of ${exercise}`;
  // A value the log refuses is said at its field while it is typed; the tick refuses it too.
  const problem = done ? null : setValuesProblem(values);
  const problemId = useId();
  return (
    <div>
      <div
        className={`flex items-center gap-2 rounded-xl border px-2 py-2 ${
          done ? 'border-accent bg-accent-soft' : 'border-border bg-bg'
        } ${busy ? 'opacity-70' : ''}`}
      >
        <span className="w-12 shrink-0 text-sm font-semibold">Set {setIndex + 1}</span>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          {fieldsForMeasure(measure).map((field) => {
            const value = values[field];
            const shown = value === null ? '' : field === 'weightKg' ? fromKg(value, unit) : value;
            const unitText = field === 'weightKg' ? unit : FIELD_UNITS[field];
            return (
              <label key={field} className="flex items-center gap-1 text-sm text-muted">
                <input
                  type="number"
                  inputMode={field === 'weightKg' ? 'decimal' : 'numeric'}
                  min={0}
                  step="any"
                  value={shown}
                  disabled={done || busy}
                  aria-label={`${FIELD_NAMES[field]} for set ${setIndex + 1} of ${exercise} (${unitText})`}
                  aria-invalid={problem?.field === field || undefined}
                  aria-describedby={problem?.field === field ? problemId : undefined}
                  onChange={(event) => onChange(field, parseField(field, event.target.value, unit))}
                  className="h-11 w-20 rounded-lg border border-border bg-surface px-2 text-base font-semibold text-fg tabular-nums disabled:opacity-80 aria-invalid:border-danger"
                />
                <span aria-hidden="true">{unitText}</span>
              </label>
            );
          })}
        </div>
        <button
          type="button"
          aria-pressed={done}
          aria-busy={busy || undefined}
          aria-label={label}
          onClick={onToggle}
          className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl border-2 transition-colors ${
            done
              ? 'border-accent bg-accent text-accent-fg'
              : 'border-border bg-surface text-fg hover:bg-surface-2'
          }`}
        >
          <Check aria-hidden="true" className={`h-6 w-6 ${done ? '' : 'opacity-30'}`} />
        </button>
      </div>
      <FieldError id={problemId} message={problem?.message} />
    </div>
  );
}
