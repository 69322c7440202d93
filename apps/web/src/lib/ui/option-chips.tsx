import { Check } from 'lucide-react';
import { type ReactNode, type Ref, useRef } from 'react';
import { useTickedBeforeStart } from '../use-typed-before-start';
import { FieldError } from './field-error';
import { RequiredMark } from './required-mark';

/**
 * How a chip looks: `pill` (round, a tick when chosen: the questionnaire) or `tile` (square, in a grid, a
 * visible box for checkboxes: the routine form). Both are native inputs, so keyboard and screen reader
 * behaviour come for free.
 */
export type ChipLook = 'pill' | 'tile';

const chipFocus =
  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';
const chipOn = 'border-accent bg-accent-soft text-fg';
const LOOKS = {
  pill: {
    chip: 'relative inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-medium transition-colors select-none',
    off: 'border-border bg-surface text-fg hover:bg-surface-2',
    layout: 'flex flex-wrap gap-2',
  },
  tile: {
    chip: 'flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-medium transition-colors',
    off: 'border-border bg-bg text-fg hover:bg-surface-2',
    layout: 'grid grid-cols-3 gap-2',
  },
} as const;

// A pill's invisible input covers the whole chip, so a tap anywhere on it (or a test's check()) hits it.
const pillInput = 'absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0';
const inputClass = (look: ChipLook, type: 'radio' | 'checkbox') =>
  look === 'pill' ? pillInput : type === 'radio' ? 'sr-only' : 'h-4 w-4 accent-[var(--accent)]';

export interface ChipProps {
  type: 'radio' | 'checkbox';
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string | undefined;
  value?: string | undefined;
  required?: boolean | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  look?: ChipLook | undefined;
}

/** A native radio or checkbox styled as a chip. */
export function Chip({
  type,
  label,
  checked,
  onChange,
  name,
  value,
  required,
  inputRef,
  look = 'pill',
}: ChipProps) {
  const centred = look === 'tile' && type === 'radio' ? ' justify-center' : '';
  const own = useRef<HTMLInputElement | null>(null);
  useTickedBeforeStart(own, checked, onChange);
  const ref = (node: HTMLInputElement | null) => {
    own.current = node;
    if (typeof inputRef === 'function') inputRef(node);
    else if (inputRef) inputRef.current = node;
  };
  return (
    <label className={`${LOOKS[look].chip}${centred} ${checked ? chipOn : LOOKS[look].off} ${chipFocus}`}>
      <input
        ref={ref}
        type={type}
        name={name}
        value={value}
        required={required}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={inputClass(look, type)}
      />
      {look === 'pill' && checked ? <Check aria-hidden="true" className="h-4 w-4 text-accent-text" /> : null}
      {label}
    </label>
  );
}

export interface ChipFieldsetProps {
  legend: string;
  /** Marks the question as required (visible star, spoken 'required'); otherwise '(optional)'. */
  required?: boolean | undefined;
  hint?: string | undefined;
  /** Ids of text that describes the whole question (a status line, say). */
  describedBy?: string | undefined;
  /** The question's error, shown under it and read with it; `errorId` names it. */
  error?: string | undefined;
  errorId?: string | undefined;
  children: ReactNode;
}

/** A question: a fieldset whose legend says whether it is required, then its choices and its error. */
export function ChipFieldset({
  legend,
  required,
  hint,
  describedBy,
  error,
  errorId,
  children,
}: ChipFieldsetProps) {
  const described = [describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={described}>
      <legend className="text-sm font-semibold text-fg">
        {legend}
        {required ? <RequiredMark /> : <span className="font-normal text-muted"> (optional)</span>}
      </legend>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      {children}
      {errorId ? <FieldError id={errorId} message={error} /> : null}
    </fieldset>
  );
}

interface ChipGroupProps<T extends string> extends Omit<ChipFieldsetProps, 'children'> {
  name: string;
  options: readonly T[];
  look?: ChipLook | undefined;
  /** The choices' container classes, when the look's default layout does not fit. */
  layout?: string | undefined;
  /** Given to the first input, so a form can move focus to the question. */
  firstInputRef?: Ref<HTMLInputElement> | undefined;
}

export interface RadioChipsProps<T extends string> extends ChipGroupProps<T> {
  value: string | undefined;
  onChange: (value: T) => void;
  /** Display text per option when it differs from the stored value. */
  labels?: Partial<Record<T, string>> | undefined;
}

/** Pick one. */
export function RadioChips<T extends string>({
  name,
  options,
  value,
  onChange,
  labels,
  look = 'pill',
  layout,
  firstInputRef,
  ...question
}: RadioChipsProps<T>) {
  return (
    <ChipFieldset {...question}>
      <div className={layout ?? LOOKS[look].layout}>
        {options.map((option, index) => (
          <Chip
            key={option}
            type="radio"
            name={name}
            value={labels?.[option] ?? option}
            label={labels?.[option] ?? option}
            checked={value === option}
            onChange={() => onChange(option)}
            required={question.required}
            inputRef={index === 0 ? firstInputRef : undefined}
            look={look}
          />
        ))}
      </div>
    </ChipFieldset>
  );
}

export interface CheckboxChipOptionsProps<T extends string> {
  name?: string | undefined;
  options: readonly T[];
  values: readonly string[];
  onChange: (values: T[]) => void;
  look?: ChipLook | undefined;
  layout?: string | undefined;
}

/** The boxes of a pick-any question; the answer keeps the options' order. */
export function CheckboxChipOptions<T extends string>({
  name,
  options,
  values,
  onChange,
  look = 'pill',
  layout,
}: CheckboxChipOptionsProps<T>) {
  // Several boxes ticked before the app ran are handed over in one commit: each toggle builds on the last.
  const latest = useRef(values);
  latest.current = values;
  const toggle = (option: T) => {
    const current = latest.current;
    const next = current.includes(option) ? current.filter((v) => v !== option) : [...current, option];
    latest.current = options.filter((o) => next.includes(o));
    onChange(latest.current as T[]);
  };
  return (
    <div className={layout ?? LOOKS[look].layout}>
      {options.map((option) => (
        <Chip
          key={option}
          type="checkbox"
          name={name}
          value={name ? option : undefined}
          label={option}
          checked={values.includes(option)}
          onChange={() => toggle(option)}
          look={look}
        />
      ))}
    </div>
  );
}

export interface CheckboxChipsProps<T extends string>
  extends Omit<ChipFieldsetProps, 'children'>,
    CheckboxChipOptionsProps<T> {
  name: string;
}

/** Pick any number. */
export function CheckboxChips<T extends string>(props: CheckboxChipsProps<T>) {
  const { legend, required, hint, describedBy, error, errorId, ...choices } = props;
  return (
    <ChipFieldset {...{ legend, required, hint, describedBy, error, errorId }}>
      <CheckboxChipOptions {...choices} />
    </ChipFieldset>
  );
}
