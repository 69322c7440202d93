import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

interface GroupProps {
  legend: string;
  /** Marks the question as required (visible star, spoken 'required'). */
  required?: boolean;
  hint?: string;
  children: ReactNode;
}

function Group({ legend, required = false, hint, children }: GroupProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-fg">
        {legend}
        {required ? (
          <>
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        ) : (
          <span className="font-normal text-muted"> (optional)</span>
        )}
      </legend>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

const chip =
  'relative inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-medium transition-colors select-none';
const chipOff = 'border-border bg-surface text-fg hover:bg-surface-2';
const chipOn = 'border-accent bg-accent-soft text-fg';

interface ChipProps {
  type: 'radio' | 'checkbox';
  name: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}

/**
 * A native radio or checkbox styled as a chip: keyboard and screen reader behaviour come for free. The
 * invisible input covers the whole chip, so a tap anywhere on it (or a test's check()) hits the input.
 */
function Chip({ type, name, label, checked, onChange }: ChipProps) {
  return (
    <label
      className={`${chip} ${checked ? chipOn : chipOff} has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring`}
    >
      <input
        type={type}
        name={name}
        value={label}
        checked={checked}
        onChange={onChange}
        className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
      />
      {checked ? <Check aria-hidden="true" className="h-4 w-4 text-accent-text" /> : null}
      {label}
    </label>
  );
}

export interface RadioChipsProps<T extends string> {
  name: string;
  legend: string;
  options: readonly T[];
  value: string | undefined;
  onChange: (value: T) => void;
  /** Display text per option when it differs from the stored value. */
  labels?: Partial<Record<T, string>>;
  required?: boolean;
  hint?: string;
}

/** Pick one. */
export function RadioChips<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  labels,
  required,
  hint,
}: RadioChipsProps<T>) {
  return (
    <Group legend={legend} required={required ?? false} {...(hint ? { hint } : {})}>
      {options.map((option) => (
        <Chip
          key={option}
          type="radio"
          name={name}
          label={labels?.[option] ?? option}
          checked={value === option}
          onChange={() => onChange(option)}
        />
      ))}
    </Group>
  );
}

export interface CheckboxChipsProps<T extends string> {
  name: string;
  legend: string;
  options: readonly T[];
  values: readonly string[];
  onChange: (values: T[]) => void;
  required?: boolean;
  hint?: string;
}

/** Pick any number; the answer keeps the options' order. */
export function CheckboxChips<T extends string>({
  name,
  legend,
  options,
  values,
  onChange,
  required,
  hint,
}: CheckboxChipsProps<T>) {
  const toggle = (option: T) => {
    const next = values.includes(option) ? values.filter((v) => v !== option) : [...values, option];
    onChange(options.filter((o) => next.includes(o)));
  };
  return (
    <Group legend={legend} required={required ?? false} {...(hint ? { hint } : {})}>
      {options.map((option) => (
        <Chip
          key={option}
          type="checkbox"
          name={name}
          label={option}
          checked={values.includes(option)}
          onChange={() => toggle(option)}
        />
      ))}
    </Group>
  );
}
