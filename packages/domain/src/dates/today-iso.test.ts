import { describe, expect, it } from 'vitest';
import { todayIso } from './today-iso';

describe('todayIso', () => {
  it('formats a date as YYYY-MM-DD in UTC by default', () => {
    expect(todayIso(new Date('2024-03-05T23:30:00Z'))).toBe('2024-03-05');
    expect(todayIso(new Date('2024-12-31T00:00:00Z'))).toBe('2024-12-31');
  });

  it('uses the given time zone to decide which day it is', () => {
    expect(todayIso(new Date('2024-03-05T23:30:00Z'), 'Asia/Tokyo')).toBe('2024-03-06');
    expect(todayIso(new Date('2024-03-05T02:00:00Z'), 'America/New_York')).toBe('2024-03-04');
  });

  it('gives what Intl gives for UTC, at every hour across two years', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (
      let at = Date.parse('2023-12-31T00:00:00Z');
      at < Date.parse('2026-01-01T00:00:00Z');
      at += 3_599_999
    ) {
      expect(todayIso(new Date(at))).toBe(intl.format(at));
    }
  });

  it('rejects an invalid date', () => {
    expect(() => todayIso(new Date('nope'))).toThrow(RangeError);
  });
});
