import { DEFAULT_THEME, toggleTheme as flipTheme, type Theme } from '@stryd/domain';
import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo } from 'react';
import { useAccountPrefs, useDeviceTheme, useDisplayPrefsSync, useSaveDisplayPrefs } from './display-prefs';

export type { Theme };

/**
 * Applies a theme to the page: body[data-theme] (docs/product.md#theme), the `dark` class and color-scheme on
 * <html>.
 */
export function applyTheme(theme: Theme): void {
  document.body.setAttribute('data-theme', theme);
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * The theme the server drew the page in (its root loader read the device's cookie or the account), given
 * by the document (root.tsx `Layout`). A context, not a read of the router's state where the provider is
 * mounted: that would draw the whole app again at every navigation.
 */
export const DrawnThemeContext = createContext<Theme>(DEFAULT_THEME);

/**
 * docs/product.md#theme: 'light' or 'dark', dark until one is picked. A signed-in member's theme is their
 * account's; a visitor's is this device's (the stryd-theme cookie, and 'theme' in storage). Mounted once
 * for the app, it also keeps the device in step with the account (lib/display-prefs).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const account = useAccountPrefs();
  const device = useDeviceTheme(useContext(DrawnThemeContext));
  const theme = account?.theme ?? device;
  const save = useSaveDisplayPrefs();
  useDisplayPrefsSync();

  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => save({ theme: next }), [save]);

  const toggleTheme = useCallback(() => {
    setTheme(flipTheme(theme));
  }, [theme, setTheme]);

  const value = useMemo(() => ({ theme, toggleTheme, setTheme }), [theme, toggleTheme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
