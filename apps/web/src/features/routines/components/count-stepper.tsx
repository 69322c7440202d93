import { decrementCount, incrementCount, toCount } from '@stryd/domain';
import { Minus, Plus } from 'lucide-react';

export interface CountStepperProps {
  id: string;
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

const stepButton =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl border border-border bg-surface text-fg hover:bg-surface-2';

/**
 * docs/product.md#create-routine-validation: a non-negative whole number with − and + buttons; − never goes
 * below 0.
 */
export function CountStepper({ id, label, value, max, onChange }: CountStepperProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          aria-label={`Decrease ${label.toLowerCase()}`}
          aria-controls={id}
          onClick={() => onChange(decrementCount(value))}
        >
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={String(value)}
          onChange={(event) => onChange(Math.min(max, toCount(event.target.value)))}
          onFocus={(event) => event.target.select()}
          className="block w-16 rounded-xl border border-border bg-bg px-2 py-2.5 text-center text-base tabular-nums text-fg"
        />
        <button
          type="button"
          className={stepButton}
          aria-label={`Increase ${label.toLowerCase()}`}
          aria-controls={id}
          onClick={() => onChange(incrementCount(value, max))}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
