import { describe, expect, it } from 'vitest';
import { formatTimer } from './format-timer';
import { DEFAULT_THEME, resolveTheme, THEME_STORAGE_KEY, toggleTheme } from './theme';

describe('theme', () => {
  it("is stored under 'theme' and defaults to dark", () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
    expect(DEFAULT_THEME).toBe('dark');
  });

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    [null, 'dark'],
    ['blue', 'dark'],
  ])('resolves stored %j to %s', (stored, theme) => {
    expect(resolveTheme(stored)).toBe(theme);
  });

  it('toggles between light and dark', () => {
    expect(toggleTheme('dark')).toBe('light');
    expect(toggleTheme('light')).toBe('dark');
  });
});

describe('timer display (minutes:seconds.hundredths)', () => {
  it.each([
    [0, '00:00.00'],
    [10, '00:00.01'],
    [999, '00:00.99'],
    [1000, '00:01.00'],
    [65_420, '01:05.42'],
    [3_600_000, '60:00.00'],
    [-5, '00:00.00'],
    [Number.NaN, '00:00.00'],
  ])('%s ms → %s', (ms, text) => {
    expect(formatTimer(ms)).toBe(text);
  });
});
