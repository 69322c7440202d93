import { isOneOf } from '../constants/options';

/**
 * docs/product.md#theme: the theme is stored under 'theme'; dark when nothing (or nothing valid) is stored.
 */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'dark';

export function resolveTheme(stored: unknown): Theme {
  return isOneOf(THEMES, stored) ? stored : DEFAULT_THEME;
}

export function toggleTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
