import { describe, expect, it } from 'vitest';
import { suggestNext } from './progression';
import { type ExerciseBests, estimatedOneRepMax, recordAnnouncement, recordsBeaten } from './records';
import {
  clampRestSeconds,
  DEFAULT_REST_SECONDS,
  formatRest,
  REST_SECONDS_MAX,
  REST_SECONDS_MIN,
  restRemainingMs,
} from './rest-timer';
import {
  convertWeight,
  exerciseLogKey,
  fieldsForMeasure,
  fromKg,
  KG_PER_LB,
  setVolumeKg,
  toKg,
} from './set-values';
import { weeklyStreak, weekStartIso } from './streak';

const set = (weightKg: number | null, reps: number | null, seconds: number | null = null) => ({
  weightKg,
  reps,
  seconds,
  distanceM: null,
});

/** A user who has logged nothing of the exercise yet. */
const NO_BESTS: ExerciseBests = {
  weightKg: null,
  e1rm: null,
  repsAtWeight: null,
  setVolumeKg: null,
  seconds: null,
  reps: null,
};

describe('estimated one-rep max (Epley)', () => {
  it('is weight × (1 + reps / 30), a single is its own max, over 12 reps or no weight has none', () => {
    expect(estimatedOneRepMax(100, 5)).toBe(116.7);
    expect(estimatedOneRepMax(82.5, 8)).toBe(104.5);
    expect(estimatedOneRepMax(140, 1)).toBe(140);
    expect(estimatedOneRepMax(60, 13)).toBeNull();
    expect(estimatedOneRepMax(null, 5)).toBeNull();
    expect(estimatedOneRepMax(60, 0)).toBeNull();
  });
});

describe('records a set beats', () => {
  const bests = {
    ...NO_BESTS,
    weightKg: 80,
    e1rm: 101.3,
    repsAtWeight: 8,
    setVolumeKg: 640,
    seconds: 60,
    reps: 20,
  };
  it('a heavier set beats weight, e1RM and volume; equal is not a record', () => {
    expect(recordsBeaten(bests, set(82.5, 8))).toEqual(['weight', 'e1rm', 'setVolume']);
    expect(recordsBeaten(bests, set(80, 8))).toEqual([]);
    expect(recordsBeaten({ ...bests, repsAtWeight: 6 }, set(80, 7))).toEqual(['repsAtWeight']);
  });
  it('bodyweight sets compete on reps, timed sets on time; nothing to beat means no record', () => {
    expect(recordsBeaten(bests, set(null, 21))).toEqual(['reps']);
    expect(recordsBeaten(bests, set(null, null, 61))).toEqual(['time']);
    expect(recordsBeaten(NO_BESTS, set(200, 10))).toEqual([]);
  });
  it('announces the most telling record in the words the issue gives', () => {
    expect(recordAnnouncement('Bench Press', ['weight', 'e1rm'], set(82.5, 8))).toBe(
      'New record: Bench Press 82.5 kg',
    );
    expect(recordAnnouncement('Plank', ['time'], set(null, null, 75))).toBe('New record: Plank 75 s');
    expect(recordAnnouncement('Push-ups', ['reps'], set(null, 31))).toBe('New record: Push-ups 31 reps');
    expect(recordAnnouncement('Squat', [], set(100, 5))).toBeNull();
  });
  it("announces weights in the member's unit: converted from kg, to one decimal", () => {
    expect(recordAnnouncement('Bench Press', ['weight'], set(82.5, 8), 'lb')).toBe(
      'New record: Bench Press 181.9 lb',
    );
    expect(recordAnnouncement('Squat', ['repsAtWeight'], set(100, 6), 'lb')).toBe(
      'New record: Squat 6 reps at 220.5 lb',
    );
    expect(recordAnnouncement('Row', ['setVolume'], set(50, 10), 'lb')).toBe(
      'New record: Row 1102.3 lb in one set',
    );
    expect(recordAnnouncement('Bench Press', ['weight'], set(82.5, 8), 'kg')).toBe(
      'New record: Bench Press 82.5 kg',
    );
  });
});

describe('double progression', () => {
  it('adds 2.5 kg once every set reached the target, else one rep to the weakest set', () => {
    expect(suggestNext([set(60, 8), set(60, 8)], 8)?.values).toMatchObject({ weightKg: 62.5, reps: 6 });
    expect(suggestNext([set(60, 8), set(60, 6)], 8)?.values).toMatchObject({ weightKg: 60, reps: 7 });
    expect(suggestNext([set(null, 12)], 10)?.values.reps).toBe(13);
    expect(suggestNext([set(null, null, 40)], 1)?.values.seconds).toBe(45);
    expect(suggestNext([], 8)).toBeNull();
  });
});

describe('rest timer', () => {
  it('counts from timestamps, clamps lengths and shows m:ss rounded up', () => {
    expect(restRemainingMs(10_000, 4_000)).toBe(6_000);
    expect(restRemainingMs(10_000, 12_000)).toBe(0);
    expect(clampRestSeconds(1)).toBe(REST_SECONDS_MIN);
    expect(clampRestSeconds(5000)).toBe(REST_SECONDS_MAX);
    expect(clampRestSeconds(Number.NaN)).toBe(DEFAULT_REST_SECONDS.custom);
    expect(formatRest(90_000)).toBe('1:30');
    expect(formatRest(500)).toBe('0:01');
    expect(formatRest(0)).toBe('0:00');
    expect(DEFAULT_REST_SECONDS.strength).toBeGreaterThan(DEFAULT_REST_SECONDS.cardio);
  });
});

describe('set values', () => {
  it('asks for the fields an exercise is measured in', () => {
    expect(fieldsForMeasure('weight_reps')).toEqual(['weightKg', 'reps']);
    expect(fieldsForMeasure('time')).toEqual(['seconds']);
    expect(fieldsForMeasure('reps')).toEqual(['reps']);
  });
  it('converts lb and kg, and keys custom exercises by their folded name', () => {
    expect(toKg(225, 'lb')).toBe(102.06);
    expect(fromKg(102.06, 'lb')).toBe(225);
    // One pound, by its international definition, both ways and unrounded (issue 36: one home).
    expect(convertWeight(1, 'lb', 'kg')).toBe(KG_PER_LB);
    expect(convertWeight(KG_PER_LB * 45, 'kg', 'lb')).toBeCloseTo(45, 10);
    expect(convertWeight(20, 'kg', 'kg')).toBe(20);
    expect(fromKg(82.5, 'kg')).toBe(82.5);
    expect(setVolumeKg({ weightKg: 80, reps: 8 })).toBe(640);
    expect(exerciseLogKey('bench-press', 'Bench')).toBe('bench-press');
    expect(exerciseLogKey(null, '  Zercher   Squat ')).toBe('custom:zercher squat');
  });
});

describe('weekly streak', () => {
  it('counts weeks in a row ending this week or last; this week not yet trained does not break it', () => {
    expect(weekStartIso('2026-11-24')).toBe('2026-11-23');
    expect(weekStartIso('2026-11-29')).toBe('2026-11-23');
    expect(weeklyStreak(['2026-11-24', '2026-11-17', '2026-11-10'], '2026-11-25')).toBe(3);
    expect(weeklyStreak(['2026-11-17', '2026-11-10'], '2026-11-24')).toBe(2);
    expect(weeklyStreak(['2026-11-10'], '2026-11-24')).toBe(0);
    expect(weeklyStreak(['2026-11-24', '2026-11-10'], '2026-11-24')).toBe(1);
    expect(weeklyStreak([], '2026-11-24')).toBe(0);
  });
});
