import { isOneOf } from '../constants/options';
import { WEIGHT_UNITS, type WeightUnit } from '../training/set-values';
import { DEFAULT_THEME, resolveTheme, type Theme } from './theme';

/**
 * docs/product.md#units-and-theme: how weights are shown and which theme is drawn. A signed-in member's
 * choice is kept on their account (GET /api/me's `weightUnit` and `theme`); a visitor's lives in two
 * cookies on the device, which the server can read before any script runs (the client-hints pattern).
 */
export interface DisplayPrefs {
  weightUnit: WeightUnit;
  theme: Theme;
}

export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'kg';
export const DEFAULT_DISPLAY_PREFS: DisplayPrefs = { weightUnit: DEFAULT_WEIGHT_UNIT, theme: DEFAULT_THEME };

/** The device's weight unit, 'kg' or 'lb'. */
export const WEIGHT_UNIT_COOKIE = 'stryd-unit';
/** The device's theme, 'light' or 'dark'. */
export const THEME_COOKIE = 'stryd-theme';
/** A year, in seconds. */
export const DISPLAY_PREF_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function resolveWeightUnit(value: unknown): WeightUnit {
  return isOneOf(WEIGHT_UNITS as readonly WeightUnit[], value) ? value : DEFAULT_WEIGHT_UNIT;
}

/** One cookie's value from a Cookie header (`a=1; b=2`), or null when it is absent or unreadable. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The weight unit and theme to draw for a request. A signed-in member's account wins (its `weightUnit`
 * and `theme` as GET /api/me answers them); a visitor gets the device's cookies (WEIGHT_UNIT_COOKIE,
 * THEME_COOKIE); anything missing or not understood is kg and dark.
 */
export function displayPrefsFor(
  account: DisplayPrefs | null | undefined,
  cookieHeader: string | null | undefined,
): DisplayPrefs {
  if (account) {
    return { weightUnit: resolveWeightUnit(account.weightUnit), theme: resolveTheme(account.theme) };
  }
  return {
    weightUnit: resolveWeightUnit(readCookie(cookieHeader, WEIGHT_UNIT_COOKIE)),
    theme: resolveTheme(readCookie(cookieHeader, THEME_COOKIE)),
  };
}

/**
 * The cookie that keeps one choice on the device (for `document.cookie` or a Set-Cookie header): the whole
 * site, a year, sent on top-level navigation from elsewhere (SameSite=Lax), readable by the page (not
 * HttpOnly) so the web app can set it. The value is ours (kg/lb, light/dark): nothing to escape.
 */
export function displayPrefCookie(
  name: typeof WEIGHT_UNIT_COOKIE | typeof THEME_COOKIE,
  value: WeightUnit | Theme,
  options: { secure?: boolean } = {},
): string {
  const secure = options.secure ? '; Secure' : '';
  return `${name}=${value}; Path=/; Max-Age=${DISPLAY_PREF_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
