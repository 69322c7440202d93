export interface ProgressBarProps {
  /** 0–100. */
  value: number;
  /** Accessible name, e.g. 'Routine progress'. */
  label: string;
  /** What screen readers hear as the value, e.g. '33.3% complete' (default: the rounded percent). */
  valueText?: string;
  className?: string;
}

/** A labelled progress bar (role="progressbar" with its value), drawn with the accent colour. */
export function ProgressBar({ value, label, valueText, className }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 10) / 10}
      aria-valuetext={valueText ?? `${Math.round(clamped)}%`}
      className={`h-3 w-full overflow-hidden rounded-full bg-surface-2 ${className ?? ''}`}
    >
      <div
        className="h-full rounded-full bg-accent transition-[width] duration-300 motion-reduce:transition-none"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
