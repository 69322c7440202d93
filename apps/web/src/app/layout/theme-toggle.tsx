import { toggleTheme as flipTheme } from '@stryd/domain';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../lib/theme';
import { buttonStyles } from '../../lib/ui/styles';

/**
 * Drawn in the theme the page is drawn in (the account's, or a visitor's cookie), so it does not change when
 * the app takes over; a page drawn without the cookie (built ahead, or kept offline) turns after hydration.
 */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
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
