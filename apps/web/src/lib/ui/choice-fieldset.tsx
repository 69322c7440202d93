/** One choice among a few, as large radio cards (units, theme, who sees your workouts). */
export function ChoiceFieldset<T extends string>({
  legend,
  showLegend = false,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  /** The legend as a visible heading of the choice (else for screen readers only). */
  showLegend?: boolean;
  name: string;
  options: ReadonlyArray<{ value: T; label: string; hint?: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className={showLegend ? 'mb-2 font-semibold' : 'sr-only'}>{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-4 py-2 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="h-5 w-5 shrink-0 accent-[var(--accent)]"
          />
          <span>
            <span className="block font-semibold">{option.label}</span>
            {option.hint ? <span className="block text-sm text-muted">{option.hint}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
