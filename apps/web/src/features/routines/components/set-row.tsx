import {
  fieldsForMeasure,
  fromKg,
  type Measure,
  type SetValues,
  setValuesProblem,
  type WeightUnit,
} from '@stryd/domain';
import { Check } from 'lucide-react';
import { useId, useRef } from 'react';
import { FieldError } from '../../../lib/ui/field-error';
import { useTypedBeforeStart } from '../../../lib/use-typed-before-start';
import { parseSetField, SET_FORM } from '../set-form';

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
  workoutIndex: number;
  setIndex: number;
  /** The id the row's form posts (the logged set's, or the one it is logged with if ticked before the app runs). */
  setId: string;
  measure: Measure;
  values: SetValues;
  unit: WeightUnit;
  done: boolean;
  busy: boolean;
  /** One field typed: only that field changes, so a change never rewrites another field's value. */
  onChange: (field: Field, value: number | null) => void;
  onToggle: () => void;
}

interface SetFieldProps {
  field: Field;
  label: string;
  value: number | null;
  unit: WeightUnit;
  disabled: boolean;
  problemId: string | undefined;
  onChange: (field: Field, value: number | null) => void;
}

/** One value of a set, named for the row's form; text typed before the app ran is kept when it does. */
function SetField({ field, label, value, unit, disabled, problemId, onChange }: SetFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const shown = value === null ? '' : field === 'weightKg' ? fromKg(value, unit) : value;
  const unitText = field === 'weightKg' ? unit : FIELD_UNITS[field];
  useTypedBeforeStart(ref, String(shown), (text) => onChange(field, parseSetField(field, text, unit)));
  return (
    <label className="flex items-center gap-1 text-sm text-muted">
      <input
        ref={ref}
        type="number"
        name={field}
        inputMode={field === 'weightKg' ? 'decimal' : 'numeric'}
        min={0}
        step="any"
        value={shown}
        disabled={disabled}
        aria-label={`${FIELD_NAMES[field]} for ${label} (${unitText})`}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        onChange={(event) => onChange(field, parseSetField(field, event.target.value, unit))}
        className="h-11 w-20 rounded-lg border border-border bg-surface px-2 text-base font-semibold text-fg tabular-nums disabled:opacity-80 aria-invalid:border-danger"
      />
      <span aria-hidden="true">{unitText}</span>
    </label>
  );
}

/**
 * One set of a workout: its values (what the exercise is measured in, pre-filled) and a big tick
 * button. A ticked set's values are locked; untick it to change them. The row is a form: before the app
 * runs, a tap posts it to the routine route's action with the typed values; once the app runs, the
 * submit is the app's own tick or untick.
 */
export function SetRow({
  exercise,
  workoutIndex,
  setIndex,
  setId,
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
    // noValidate: the log's own checks answer (the app's at once, the action's before the app runs).
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onToggle();
      }}
    >
      <input type="hidden" name={SET_FORM.intent} value={done ? 'untick' : 'tick'} />
      <input type="hidden" name={SET_FORM.setId} value={setId} />
      <input type="hidden" name={SET_FORM.workoutIndex} value={workoutIndex} />
      <input type="hidden" name={SET_FORM.setIndex} value={setIndex} />
      <input type="hidden" name={SET_FORM.unit} value={unit} />
      <div
        className={`flex items-center gap-2 rounded-xl border px-2 py-2 ${
          done ? 'border-accent bg-accent-soft' : 'border-border bg-bg'
        } ${busy ? 'opacity-70' : ''}`}
      >
        <span className="w-12 shrink-0 text-sm font-semibold">Set {setIndex + 1}</span>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          {fieldsForMeasure(measure).map((field) => (
            <SetField
              key={field}
              field={field}
              label={`set ${setIndex + 1} of ${exercise}`}
              value={values[field]}
              unit={unit}
              disabled={done || busy}
              problemId={problem?.field === field ? problemId : undefined}
              onChange={onChange}
            />
          ))}
        </div>
        <button
          type="submit"
          aria-pressed={done}
          aria-busy={busy || undefined}
          aria-label={label}
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
    </form>
  );
}
