import { describe, expect, it } from 'vitest';
import { routineNameSchema } from '../schemas/routine-name-schema';
import { routineFormErrors } from '../validation/routine-form';
import { ROUTINE_FORM_MESSAGES } from '../validation/routine-form-messages';
import { routineNameKey, routineNameProblems } from './routine-name';

describe('routineNameKey: names that look the same are the same name', () => {
  it.each([
    'Leg Day',
    '  leg day ',
    'LEG DAY',
    'Leg  Day',
    'Leg\tDay',
    'Leg\u00a0Day',
    'Leg\u3000Day',
    'Ｌｅｇ Day',
    'Leg\u200bDay',
    'Leg \u200b Day',
    'Le\u200dg\u00ad Da\ufeffy',
    '\u202eLeg Day',
  ])('%j → "leg day"', (name) => {
    expect(routineNameKey(name)).toBe('leg day');
  });

  it('keeps names that differ in letters, accents or word breaks apart', () => {
    expect(routineNameKey('LegDay')).toBe('legday');
    expect(routineNameKey('Día de piernas')).toBe('día de piernas');
    expect(routineNameKey('Di\u0301a')).toBe(routineNameKey('Día'));
    expect(routineNameKey('Push/Pull 100%')).toBe('push/pull 100%');
  });
});

describe('routine name rules (one rule for the server schema and the web form)', () => {
  const schemaMessages = (name: string) => {
    const result = routineNameSchema.safeParse(name);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it.each(['.', '..', ' .. ', '．．', '\u200b..'])(
    'refuses %j: a link to it would lead elsewhere',
    (name) => {
      expect(schemaMessages(name)).toEqual([ROUTINE_FORM_MESSAGES.nameDotsOnly]);
      expect(routineFormErrors({ routineName: name }).routineName).toBe(ROUTINE_FORM_MESSAGES.nameDotsOnly);
    },
  );

  it.each(['\u200b', '\u200d\ufeff'])('refuses %j: only invisible characters', (name) => {
    expect(schemaMessages(name)).toEqual([ROUTINE_FORM_MESSAGES.nameRequired]);
    expect(routineFormErrors({ routineName: name }).routineName).toBe(ROUTINE_FORM_MESSAGES.nameRequired);
  });

  it.each(['...', '.x', 'a..b', 'Leg Day'])('accepts %j', (name) => {
    expect(schemaMessages(name)).toEqual([]);
    expect(routineFormErrors({ routineName: name }).routineName).toBeUndefined();
  });

  it.each([
    ['x'.repeat(61) + '\u0000', [ROUTINE_FORM_MESSAGES.nameTooLong, ROUTINE_FORM_MESSAGES.nameInvalid]],
    ['.\u0000', [ROUTINE_FORM_MESSAGES.nameInvalid]],
    ['\u200b'.repeat(61), [ROUTINE_FORM_MESSAGES.nameTooLong, ROUTINE_FORM_MESSAGES.nameRequired]],
    ['', [ROUTINE_FORM_MESSAGES.nameRequired]],
  ])('reports every rule %j breaks, in order, and the form shows the first', (name, expected) => {
    expect(routineNameProblems(name)).toEqual(expected);
    expect(schemaMessages(name)).toEqual(expected);
    expect(routineFormErrors({ routineName: name }).routineName).toBe(expected[0]);
  });

  it('trims the name it accepts', () => {
    expect(routineNameSchema.parse('  Leg Day  ')).toBe('Leg Day');
  });
});
