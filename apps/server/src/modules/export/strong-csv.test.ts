import type { LoggedSet } from '@stryd/domain';
import { describe, expect, it } from 'vitest';
import { csvText, strongDate, strongDuration, strongHeaderLine, strongRows } from './strong-csv';

/** A minimal RFC 4180 reader, to prove what the writer wrote reads back as the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

const set = (overrides: Partial<LoggedSet>): LoggedSet => ({
  id: 's1',
  workoutIndex: 0,
  setIndex: 0,
  exerciseId: 'bench-press',
  exerciseName: 'Bench Press',
  group: null,
  reps: null,
  weightKg: null,
  seconds: null,
  distanceM: null,
  setType: 'working',
  rpe: null,
  rir: null,
  note: null,
  loggedAt: '2026-03-01T10:00:00.000Z',
  xpEarned: 10,
  records: [],
  ...overrides,
});

describe("Strong's CSV layout", () => {
  it("has Strong's twelve columns in Strong's order, then Stryd's RIR and Superset", () => {
    expect(strongHeaderLine()).toBe(
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE,RIR,Superset\r\n',
    );
  });

  it('writes dates as YYYY-MM-DD HH:MM:SS in UTC and durations as Strong does', () => {
    expect(strongDate('2026-03-01T07:05:09.123Z')).toBe('2026-03-01 07:05:09');
    expect(strongDuration(65 * 60_000)).toBe('1h 5m');
    expect(strongDuration(45 * 60_000 + 20_000)).toBe('45m');
    expect(strongDuration(0)).toBe('0m');
    expect(strongDuration(2 * 60 * 60_000)).toBe('2h 0m');
  });

  it('quotes cells with commas, quotes and newlines, and reads back as the same text', () => {
    expect(csvText('Bench Press')).toBe('Bench Press');
    expect(csvText('Push, Pull')).toBe('"Push, Pull"');
    expect(csvText('The "Big" Three')).toBe('"The ""Big"" Three"');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
    const names = ['Push, Pull', 'The "Big" Three', 'two\r\nlines', 'plain', ''];
    const text = strongRows(
      { routineName: 'Day, "A"', startedAt: '2026-03-01T10:00:00Z', durationMs: 3_600_000, note: null },
      names.map((exerciseName, setIndex) => set({ exerciseName, setIndex })),
    );
    const rows = parseCsv(text);
    expect(rows.map((r) => r[3])).toEqual(names);
    expect(rows.every((r) => r.length === 14 && r[1] === 'Day, "A"')).toBe(true);
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('-2')).toBe("'-2");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes weight, reps, distance (km) and seconds, 0 where a set has none, Set Order from 1', () => {
    const rows = parseCsv(
      strongRows(
        { routineName: 'Mixed', startedAt: '2026-03-01T10:00:00Z', durationMs: 2_700_000, note: null },
        [
          set({ setIndex: 0, weightKg: 62.5, reps: 8 }),
          set({ setIndex: 1, exerciseName: 'Plank', seconds: 45 }),
          set({ setIndex: 2, exerciseName: 'Run', distanceM: 5250, seconds: 1500 }),
        ],
      ),
    );
    expect(rows).toEqual([
      ['2026-03-01 10:00:00', 'Mixed', '45m', 'Bench Press', '1', '62.5', '8', '0', '0', '', '', '', '', ''],
      ['2026-03-01 10:00:00', 'Mixed', '45m', 'Plank', '2', '0', '0', '0', '45', '', '', '', '', ''],
      ['2026-03-01 10:00:00', 'Mixed', '45m', 'Run', '3', '0', '0', '5.25', '1500', '', '', '', '', ''],
    ]);
  });

  it("writes a set's type as Strong's W/D/F mark, its note, the session's note, RPE and Stryd's RIR", () => {
    const session = { routineName: 'Push', startedAt: '2026-03-01T10:00:00Z', durationMs: 60_000 };
    const rows = parseCsv(
      strongRows({ ...session, note: 'Felt strong, slept well' }, [
        set({ setIndex: 0, weightKg: 40, reps: 10, setType: 'warmup' }),
        set({ setIndex: 1, weightKg: 80, reps: 5, rpe: 8.5, note: '=slow eccentric' }),
        set({ setIndex: 2, weightKg: 60, reps: 9, setType: 'drop', rir: 0 }),
        set({ setIndex: 3, weightKg: 60, reps: 7, setType: 'failure' }),
      ]),
    );
    expect(rows.map((r) => [r[4], r[9], r[10], r[11], r[12]])).toEqual([
      ['W', '', 'Felt strong, slept well', '', ''],
      ['2', "'=slow eccentric", 'Felt strong, slept well', '8.5', ''],
      ['D', '', 'Felt strong, slept well', '', '0'],
      ['F', '', 'Felt strong, slept well', '', ''],
    ]);
  });

  it("writes the superset/circuit letter of a set's exercise in Stryd's Superset column, empty when alone", () => {
    const session = {
      routineName: 'Pairs',
      startedAt: '2026-03-01T10:00:00Z',
      durationMs: 60_000,
      note: null,
    };
    const rows = parseCsv(
      strongRows(session, [
        { ...set({ setIndex: 0, reps: 5 }), group: 'A' },
        { ...set({ workoutIndex: 1, exerciseName: 'Row', reps: 8 }), group: 'A' },
        { ...set({ workoutIndex: 2, exerciseName: 'Plank', seconds: 45 }), group: null },
      ]),
    );
    expect(rows.map((r) => [r[3], r[13]])).toEqual([
      ['Bench Press', 'A'],
      ['Row', 'A'],
      ['Plank', ''],
    ]);
  });
});
