import { WEIGHT_UNITS, type WeightUnit } from '@stryd/domain';
import { CardSection } from '../../../lib/ui/card-section';
import { ChoiceFieldset } from '../../../lib/ui/choice-fieldset';
import { useWeightUnit } from '../../../lib/weight-unit';

const LABELS: Record<WeightUnit, string> = { kg: 'Kilograms (kg)', lb: 'Pounds (lb)' };
const OPTIONS = WEIGHT_UNITS.map((value) => ({ value, label: LABELS[value] }));

/** kg or lb for typing and reading weights, kept on the account (lib/weight-unit). */
export function UnitsSection() {
  const [unit, setUnit] = useWeightUnit();
  return (
    <CardSection
      headingId="units-heading"
      title="Units"
      intro="Weights are typed and shown in this unit on every device you sign in on; they are stored in kg, so switching changes nothing you logged."
    >
      <ChoiceFieldset
        legend="Weight unit"
        name="weight-unit"
        options={OPTIONS}
        value={unit}
        onChange={setUnit}
      />
    </CardSection>
  );
}
