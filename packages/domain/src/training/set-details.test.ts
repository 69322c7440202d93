import { describe, expect, it } from 'vitest';
import { logSetBodySchema, sessionNoteBodySchema } from '../schemas/workout-log-schema';
import { suggestNext } from './progression';
import {
  cleanNote,
  countsAsWork,
  DEFAULT_SET_TYPE,
  EFFORT_LIMITS,
  effortLabel,
  effortOfToken,
  effortToken,
  feltEasy,
  NOTE_LIMITS,
  nextSetType,
  RIR_VALUES,
  RPE_VALUES,
  SET_DETAIL_MESSAGES,
  SET_TYPE_MARKS,
  SET_TYPES,
} from './set-details';

const values = { reps: 5, weightKg: 80, seconds: null, distanceM: null };
const parse = (details: Record<string, unknown>) =>
  logSetBodySchema.safeParse({ workoutIndex: 0, setIndex: 0, ...values, ...details });

/** Issue 34 items 1, 2 and 6: set types, effort and notes, one rule each for the set row and the server. */
describe('set types', () => {
  it('are working (the default), warm-up, drop and failure; one tap moves to the next, round', () => {
    expect(SET_TYPES).toEqual(['working', 'warmup', 'drop', 'failure']);
    expect(DEFAULT_SET_TYPE).toBe('working');
    expect(['working', 'warmup', 'drop', 'failure'].map((t) => nextSetType(t as never))).toEqual([
      'warmup',
      'drop',
      'failure',
      'working',
    ]);
    expect(SET_TYPE_MARKS).toEqual({ warmup: 'W', drop: 'D', failure: 'F' });
  });

  it('count as work except warm-ups', () => {
    expect(SET_TYPES.filter(countsAsWork)).toEqual(['working', 'drop', 'failure']);
  });
});

describe('effort', () => {
  it('is RPE 6 to 10 by halves, or RIR 0 to 5', () => {
    expect(EFFORT_LIMITS).toEqual({ rpeMin: 6, rpeMax: 10, rpeStep: 0.5, rirMin: 0, rirMax: 5 });
    expect(RPE_VALUES).toEqual([6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10]);
    expect(RIR_VALUES).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('goes through the one-tap picker as a token and back', () => {
    for (const effort of [
      { rpe: 8.5, rir: null },
      { rpe: null, rir: 0 },
      { rpe: null, rir: null },
    ])
      expect(effortOfToken(effortToken(effort))).toEqual(effort);
    expect(effortOfToken('rpe:5')).toEqual({ rpe: null, rir: null });
    expect(effortLabel({ rpe: 9, rir: null })).toBe('RPE 9');
    expect(effortLabel({ rpe: null, rir: 2 })).toBe('RIR 2');
  });

  it('feels easy at RPE 7 or less, or 3 or more reps in reserve', () => {
    expect(feltEasy({ rpe: 7, rir: null })).toBe(true);
    expect(feltEasy({ rpe: 7.5, rir: null })).toBe(false);
    expect(feltEasy({ rpe: null, rir: 3 })).toBe(true);
    expect(feltEasy({ rpe: null, rir: 2 })).toBe(false);
    expect(feltEasy({ rpe: null, rir: null })).toBe(false);
  });
});

describe('the progression hint with types and effort', () => {
  const set = (weightKg: number, reps: number, more: object = {}) => ({ ...values, weightKg, reps, ...more });

  it('adds weight at the same reps after an easy top set, even short of the target', () => {
    const hint = suggestNext([set(60, 6), set(80, 6, { rpe: 7 })], 8);
    expect(hint?.values).toMatchObject({ weightKg: 82.5, reps: 6 });
    expect(hint?.reason).toBe('Your top set felt easy last time (RPE 7): add 2.5 kg.');
    expect(suggestNext([set(80, 6, { rir: 3 })], 8)?.values).toMatchObject({ weightKg: 82.5 });
  });

  it('keeps double progression after a hard top set, and leaves warm-ups out', () => {
    expect(suggestNext([set(80, 6, { rpe: 9 })], 8)?.values).toMatchObject({ weightKg: 80, reps: 7 });
    // A heavy warm-up is not the top set, and its reps do not hold the working sets back.
    const hint = suggestNext([set(100, 1, { setType: 'warmup' }), set(80, 8), set(80, 8)], 8);
    expect(hint?.values).toMatchObject({ weightKg: 82.5, reps: 6 });
    expect(suggestNext([set(40, 10, { setType: 'warmup' })], 8)).toBeNull();
  });
});

describe('notes', () => {
  it('are trimmed, empty is none, and never changed otherwise (plain text)', () => {
    expect(cleanNote('  <b>slow</b>  ')).toBe('<b>slow</b>');
    expect(cleanNote('   ')).toBeNull();
    expect(cleanNote(undefined)).toBeNull();
  });

  it('are at most 200 characters on a set and 1,000 on a session, refused in plain words', () => {
    expect(NOTE_LIMITS).toEqual({ setNoteMax: 200, sessionNoteMax: 1000 });
    expect(SET_DETAIL_MESSAGES.setNote).toBe('A set note is at most 200 characters.');
    expect(SET_DETAIL_MESSAGES.sessionNote).toBe('A session note is at most 1,000 characters.');
    expect(parse({ note: 'a'.repeat(200) }).success).toBe(true);
    expect(parse({ note: ` ${'a'.repeat(200)} ` }).success).toBe(true);
    expect(parse({ note: 'a'.repeat(201) }).error?.issues.map((i) => i.message)).toEqual([
      SET_DETAIL_MESSAGES.setNote,
    ]);
    expect(sessionNoteBodySchema.safeParse({ note: 'a'.repeat(1001) }).error?.issues[0]?.message).toBe(
      SET_DETAIL_MESSAGES.sessionNote,
    );
  });
});

describe('the log schema for set details', () => {
  it('defaults a set to a working set with no effort and no note', () => {
    expect(parse({}).data).toMatchObject({ setType: 'working', rpe: null, rir: null, note: null });
  });

  it.each([
    [{ rpe: 5.5 }, SET_DETAIL_MESSAGES.rpe],
    [{ rpe: 8.25 }, SET_DETAIL_MESSAGES.rpe],
    [{ rpe: '8' }, SET_DETAIL_MESSAGES.rpe],
    [{ rir: -1 }, SET_DETAIL_MESSAGES.rir],
    [{ rir: 2.5 }, SET_DETAIL_MESSAGES.rir],
    [{ rpe: 8, rir: 2 }, SET_DETAIL_MESSAGES.bothEfforts],
    [{ setType: 'superset' }, SET_DETAIL_MESSAGES.setType],
    [{ note: 42 }, SET_DETAIL_MESSAGES.setNote],
  ])('refuses %j in one plain message', (details, message) => {
    expect(parse(details).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('words the effort messages for people', () => {
    expect(SET_DETAIL_MESSAGES.rpe).toBe('RPE must be from 6 to 10 in steps of 0.5.');
    expect(SET_DETAIL_MESSAGES.rir).toBe('RIR must be a whole number from 0 to 5.');
    expect(SET_DETAIL_MESSAGES.bothEfforts).toBe('Give a set an RPE or an RIR, not both.');
    expect(SET_DETAIL_MESSAGES.setType).toBe('A set type is one of working, warmup, drop or failure.');
    expect(SET_DETAIL_MESSAGES.warmupNoXp).toBe('Warm-up sets earn no XP.');
  });
});
