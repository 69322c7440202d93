import { THEMES, type Theme } from '@stryd/domain';
import { useTheme } from '../../../lib/theme';
import { CardSection } from '../../../lib/ui/card-section';

const LABELS: Record<Theme, string> = { dark: 'Dark', light: 'Light' };

/** Light or dark, kept on the account like the header's switch (lib/theme). */
export function ThemeSection() {
  const { theme, setTheme } = useTheme();
  return (
    <CardSection
      headingId="theme-heading"
      title="Theme"
      intro="Your theme follows you to every device you sign in on."
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">Theme</legend>
        {[...THEMES].reverse().map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-4 py-2 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={theme === value}
              onChange={() => setTheme(value)}
              className="h-5 w-5 accent-[var(--accent)]"
            />
            <span className="font-semibold">{LABELS[value]}</span>
          </label>
        ))}
      </fieldset>
    </CardSection>
  );
}
