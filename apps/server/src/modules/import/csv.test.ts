import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from './csv';
import { wallTimeToIso } from './local-time';
import { strongDurationMs } from './strong-format';

const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

describe('the CSV reader', () => {
  it('reads quoted cells with delimiters, doubled quotes and line breaks, and names each row’s first line', () => {
    const table = parseCsv('\uFEFFa,b\r\n1,"x, ""y"""\r\n2,"two\nlines"\n3,\n\n');
    expect(table.header).toEqual(['a', 'b']);
    expect(table.records).toEqual([
      { line: 2, cells: ['1', 'x, "y"'] },
      { line: 3, cells: ['2', 'two\nlines'] },
      { line: 5, cells: ['3', ''] },
    ]);
  });

  it("takes ';' as the delimiter when the header uses it", () => {
    const table = parseCsv('"Date";"Weight"\n"2025-01-01";"82,5"\n');
    expect(table.delimiter).toBe(';');
    expect(table.records[0]?.cells).toEqual(['2025-01-01', '82,5']);
  });

  it('refuses a quoted cell that is never closed, naming its line', () => {
    expect(() => parseCsv('a,b\n1,2\n3,"open\n')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a,b\n1,2\n3,"open\n')).toThrow('line 3');
  });

  it('gives back any table it wrote (property)', () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', 'b', ',', ';', '"', '\n', '\r\n', ' ', 'é'),
      maxLength: 8,
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 6 }),
        (rows) => {
          const text = ['h1,h2', ...rows.map((r) => r.map(quote).join(','))].join('\r\n');
          expect(parseCsv(text).records.map((r) => r.cells)).toEqual(rows);
        },
      ),
    );
  });
});

describe('dates and durations of the exports', () => {
  it('turns a wall time in a zone into its UTC instant, summer time included', () => {
    const wall = { year: 2025, month: 3, day: 3, hour: 7, minute: 30, second: 0 };
    expect(wallTimeToIso(wall, 'UTC')).toBe('2025-03-03T07:30:00.000Z');
    expect(wallTimeToIso(wall, 'Europe/Berlin')).toBe('2025-03-03T06:30:00.000Z');
    expect(wallTimeToIso({ ...wall, month: 7 }, 'Europe/Berlin')).toBe('2025-07-03T05:30:00.000Z');
    expect(wallTimeToIso({ ...wall, month: 7 }, 'America/New_York')).toBe('2025-07-03T11:30:00.000Z');
    expect(wallTimeToIso({ ...wall, month: 2, day: 30 }, 'UTC')).toBeNull();
  });

  it("reads Strong's durations as seconds or as text", () => {
    expect(strongDurationMs('3600')).toBe(3_600_000);
    expect(strongDurationMs('1h 5m')).toBe(3_900_000);
    expect(strongDurationMs('45m')).toBe(2_700_000);
    expect(strongDurationMs('')).toBe(0);
  });
});
