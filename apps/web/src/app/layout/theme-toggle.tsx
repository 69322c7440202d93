import { DEFAULT_THEME, toggleTheme as flipTheme } from '@stryd/domain';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../lib/theme';
import { buttonStyles } from '../../lib/ui/styles';
import { useHydrated } from '../../lib/use-hydrated';

export function ThemeToggle() {
  const { theme: stored, toggleTheme } = useTheme();
  // The server draws a visitor's button for the default theme (it reads no device here); the device's theme
  // follows hydration, so hydration finds the button the server drew.
  const hydrated = useHydrated();
  const theme = hydrated ? stored : DEFAULT_THEME;
  const next = flipTheme(theme);
  return (
    <button
      type="button"
      className={buttonStyles.icon}
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="h-5 w-5" />
      ) : (
        <Moon aria-hidden="true" className="h-5 w-5" />
      )}
    </button>
  );
}
