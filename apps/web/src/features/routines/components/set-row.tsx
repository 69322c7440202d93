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
import { useTickedBeforeStart, useTypedBeforeStart } from '../../../lib/use-typed-before-start';
import { parseSetField } from '../set-field';

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

interface SetTickProps {
  label: string;
  done: boolean;
  busy: boolean;
  onToggle: () => void;
}

/**
 * The set's tick: a native checkbox drawn as a big button. The browser ticks it the moment it is tapped,
 * even before the app runs (decision 031); the app logs that tick as soon as it takes the page over, as if
 * it were tapped then.
 */
export function SetTick({ label, done, busy, onToggle }: SetTickProps) {
  const ref = useRef<HTMLInputElement>(null);
  useTickedBeforeStart(ref, done, onToggle);
  return (
    <span className="relative inline-flex h-12 w-12 shrink-0">
      <input
        ref={ref}
        type="checkbox"
        checked={done}
        onChange={onToggle}
        autoComplete="off"
        aria-label={label}
        aria-busy={busy || undefined}
        className="peer h-12 w-12 cursor-pointer appearance-none rounded-xl border-2 border-border bg-surface transition-colors checked:border-accent checked:bg-accent hover:bg-surface-2 checked:hover:bg-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <Check
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 m-auto h-6 w-6 text-fg opacity-30 peer-checked:text-accent-fg peer-checked:opacity-100"
      />
    </span>
  );
}

/**
 * One set of a workout: its values (what the exercise is measured in, pre-filled) and a big tick. A
 * ticked set's values are locked; untick it to change them. Values typed and a tick made before the app
 * runs are the app's as soon as it does (lib/use-typed-before-start.ts).
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
      {/* Drawn from the tick's own state, so a tick made before the app runs shows at once. */}
      <div
        className={`flex items-center gap-2 rounded-xl border border-border bg-bg px-2 py-2 has-checked:border-accent has-checked:bg-accent-soft ${
          busy ? 'opacity-70' : ''
        }`}
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
        <SetTick label={label} done={done} busy={busy} onToggle={onToggle} />
      </div>
      <FieldError id={problemId} message={problem?.message} />
    </div>
  );
}
