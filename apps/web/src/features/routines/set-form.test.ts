import { SET_VALUE_MESSAGES } from '@stryd/domain';
import { describe, expect, it } from 'vitest';
import { drawnSetId, parseSetForm, SET_FORM_MESSAGES } from './set-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const tick = (fields: Record<string, string> = {}) =>
  form({ intent: 'tick', setId: 'draw-abc-1-2', workoutIndex: '1', setIndex: '2', unit: 'kg', ...fields });

describe('a set row posted before the app runs', () => {
  it('is a tick with its typed values; fields the exercise does not measure are empty', () => {
    expect(parseSetForm(tick({ reps: '8', weightKg: '82.5' }))).toEqual({
      ok: true,
      intent: 'tick',
      setId: 'draw-abc-1-2',
      body: { workoutIndex: 1, setIndex: 2, reps: 8, weightKg: 82.5, seconds: null, distanceM: null },
    });
  });

  it('reads a weight typed in lb as kg, as the row does', () => {
    const parsed = parseSetForm(tick({ unit: 'lb', weightKg: '100', reps: '5' }));
    expect(parsed.ok && parsed.intent === 'tick' ? parsed.body.weightKg : null).toBe(45.36);
  });

  it('is an untick of a logged set by its id, without values', () => {
    expect(parseSetForm(form({ intent: 'untick', setId: 'logged-set-1' }))).toEqual({
      ok: true,
      intent: 'untick',
      setId: 'logged-set-1',
    });
  });

  it("refuses values the log refuses, in the log's words", () => {
    expect(parseSetForm(tick({ reps: '-3' }))).toEqual({ ok: false, message: SET_VALUE_MESSAGES.reps });
    expect(parseSetForm(tick({ weightKg: '99999' }))).toEqual({
      ok: false,
      message: SET_VALUE_MESSAGES.weightKg,
    });
    expect(parseSetForm(tick({ setIndex: 'x' }))).toEqual({ ok: false, message: SET_VALUE_MESSAGES.place });
    expect(parseSetForm(tick({ workoutIndex: '100' }))).toEqual({
      ok: false,
      message: SET_VALUE_MESSAGES.place,
    });
  });

  it('refuses a missing or malformed set id and an unknown intent', () => {
    expect(parseSetForm(tick({ setId: '' }))).toEqual({ ok: false, message: SET_VALUE_MESSAGES.setId });
    expect(parseSetForm(tick({ setId: 'has space in it' }))).toEqual({
      ok: false,
      message: SET_VALUE_MESSAGES.setId,
    });
    expect(parseSetForm(tick({ intent: 'finish' }))).toEqual({
      ok: false,
      message: SET_FORM_MESSAGES.unknown,
    });
  });

  it("names a drawn set's id by its page and place, within the log's id rules", () => {
    const id = drawnSetId(crypto.randomUUID(), 99, 99);
    expect(parseSetForm(tick({ setId: id })).ok).toBe(true);
  });
});
