import type { Theme } from '@stryd/domain';
import { useTheme } from '../../../lib/theme';
import { CardSection } from '../../../lib/ui/card-section';
import { ChoiceFieldset } from '../../../lib/ui/choice-fieldset';

const OPTIONS: ReadonlyArray<{ value: Theme; label: string }> = [
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
];

/** Light or dark, kept on the account like the header's switch (lib/theme). */
export function ThemeSection() {
  const { theme, setTheme } = useTheme();
  return (
    <CardSection
      headingId="theme-heading"
      title="Theme"
      intro="Your theme follows you to every device you sign in on."
    >
      <ChoiceFieldset legend="Theme" name="theme" options={OPTIONS} value={theme} onChange={setTheme} />
    </CardSection>
  );
}
