import { describe, expect, it } from 'vitest';
import {
  AGE_RANGES,
  CREATION_DURATIONS,
  durationMinutes,
  EQUIPMENT,
  GENDERS,
  INTERESTS,
  isOneOf,
  LEVELS,
  QUESTIONNAIRE_DURATIONS,
  STYLES,
  WORKOUT_TYPES,
} from './options';

describe('option lists', () => {
  it('has the 16 interests in the product spelling and order', () => {
    expect(INTERESTS).toEqual([
      'Running',
      'Home Workouts',
      'Swimming',
      'Lifting',
      'Yoga',
      'Cardio',
      'Boxing',
      'Pilates',
      'HIIT',
      'CrossFit',
      'Dance',
      'Martial Arts',
      'Functional Training',
      'Cycling',
      'TRX Training',
      'Calisthenics',
    ]);
  });

  it('has the 15 equipment items in the product spelling and order', () => {
    expect(EQUIPMENT).toEqual([
      'Dumbbells',
      'Treadmill',
      'Resistance Bands',
      'Barbell',
      'Kettlebell',
      'Pull-Up Bar',
      'Yoga Mat',
      'Rowing Machine',
      'Exercise Bike',
      'Medicine Ball',
      'Bench Press',
      'Jump Ropes',
      'Stability Ball',
      'Battle Ropes',
      'Cable Machine',
    ]);
  });

  it.each([
    ['levels', LEVELS, ['Beginner', 'Intermediate', 'Advanced']],
    ['styles', STYLES, ['Short and Intense', 'Long and moderate']],
    ['questionnaire durations', QUESTIONNAIRE_DURATIONS, ['30 mins', '45mins', '1 hr']],
    ['creation durations', CREATION_DURATIONS, ['30 mins', '45 mins', '60 mins']],
    ['age ranges', AGE_RANGES, ['13 - 17', '18 - 30', '31 - 50', '51+']],
    ['genders', GENDERS, ['Male', 'Female', 'Other']],
    ['workout types', WORKOUT_TYPES, ['bodyweight', 'equipments']],
  ])('%s are exactly as the product writes them', (_label, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('recognises option values only', () => {
    expect(isOneOf(LEVELS, 'Beginner')).toBe(true);
    expect(isOneOf(LEVELS, 'beginner')).toBe(false);
    expect(isOneOf(LEVELS, undefined)).toBe(false);
    expect(isOneOf(LEVELS, 1)).toBe(false);
  });

  it.each([
    ['30 mins', 30],
    ['45mins', 45],
    ['45 mins', 45],
    ['1 hr', 60],
    ['60 mins', 60],
    ['2 hr', null],
    [45, null],
    [undefined, null],
  ])('durationMinutes(%j) is %s', (duration, minutes) => {
    expect(durationMinutes(duration)).toBe(minutes);
  });
});
