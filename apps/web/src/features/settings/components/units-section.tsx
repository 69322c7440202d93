import { WEIGHT_UNITS, type WeightUnit } from '@stryd/domain';
import { CardSection } from '../../../lib/ui/card-section';
import { useWeightUnit } from '../../../lib/weight-unit';

const LABELS: Record<WeightUnit, string> = { kg: 'Kilograms (kg)', lb: 'Pounds (lb)' };

/** kg or lb for typing and reading weights, kept on the account (lib/weight-unit). */
export function UnitsSection() {
  const [unit, setUnit] = useWeightUnit();
  return (
    <CardSection
      headingId="units-heading"
      title="Units"
      intro="Weights are typed and shown in this unit on every device you sign in on; they are stored in kg, so switching changes nothing you logged."
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">Weight unit</legend>
        {WEIGHT_UNITS.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-4 py-2 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
          >
            <input
              type="radio"
              name="weight-unit"
              value={value}
              checked={unit === value}
              onChange={() => setUnit(value)}
              className="h-5 w-5 accent-[var(--accent)]"
            />
            <span className="font-semibold">{LABELS[value]}</span>
          </label>
        ))}
      </fieldset>
    </CardSection>
  );
}
