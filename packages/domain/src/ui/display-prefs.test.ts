import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_PREFS,
  displayPrefCookie,
  displayPrefsFor,
  readCookie,
  THEME_COOKIE,
  WEIGHT_UNIT_COOKIE,
} from './display-prefs';

describe('display preferences', () => {
  it('are kept in the cookies stryd-unit and stryd-theme; kg and dark by default', () => {
    expect(WEIGHT_UNIT_COOKIE).toBe('stryd-unit');
    expect(THEME_COOKIE).toBe('stryd-theme');
    expect(DEFAULT_DISPLAY_PREFS).toEqual({ weightUnit: 'kg', theme: 'dark' });
  });

  it('a signed-in account wins over the device', () => {
    expect(displayPrefsFor({ weightUnit: 'lb', theme: 'light' }, 'stryd-unit=kg; stryd-theme=dark')).toEqual({
      weightUnit: 'lb',
      theme: 'light',
    });
    expect(displayPrefsFor({ weightUnit: 'kg', theme: 'dark' }, 'stryd-unit=lb; stryd-theme=light')).toEqual({
      weightUnit: 'kg',
      theme: 'dark',
    });
  });

  it('a visitor gets the cookies, each on its own', () => {
    expect(displayPrefsFor(null, 'stryd-unit=lb; stryd-theme=light')).toEqual({
      weightUnit: 'lb',
      theme: 'light',
    });
    expect(displayPrefsFor(null, 'other=1;stryd-theme=light')).toEqual({ weightUnit: 'kg', theme: 'light' });
    expect(displayPrefsFor(undefined, 'stryd-unit=lb')).toEqual({ weightUnit: 'lb', theme: 'dark' });
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['stryd-unit=stone; stryd-theme=blue'],
    ['stryd-unit=LB; stryd-theme=Light'],
    ['xstryd-unit=lb; stryd-themes=light'],
    ['stryd-unit=%E0%A4%A'],
  ])('a missing or unknown cookie (%j) is kg and dark', (header) => {
    expect(displayPrefsFor(null, header)).toEqual({ weightUnit: 'kg', theme: 'dark' });
  });

  it('reads a cookie among others, trimmed and decoded; the first of a repeated name', () => {
    expect(readCookie('a=1; stryd-unit=lb ;b=2', 'stryd-unit')).toBe('lb');
    expect(readCookie('stryd-theme=%6Cight', 'stryd-theme')).toBe('light');
    expect(readCookie('stryd-unit=lb; stryd-unit=kg', 'stryd-unit')).toBe('lb');
    expect(readCookie('stryd-unit', 'stryd-unit')).toBeNull();
  });

  it('writes a cookie for the whole site, for a year, readable by the page', () => {
    expect(displayPrefCookie('stryd-unit', 'lb')).toBe(
      'stryd-unit=lb; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(displayPrefCookie('stryd-theme', 'light', { secure: true })).toBe(
      'stryd-theme=light; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });
});
