import { describe, expect, it } from 'vitest';
import { EQUIPMENT, INTERESTS, LEVELS } from '../constants/options';
import { equipmentNamedIn } from './equipment-keywords';
import { cleanExerciseName, normalizeExerciseName } from './exercise-name';
import { BODY_AREAS, EXERCISES, exerciseKey, findExercise } from './exercises';
import { DEFAULT_WORKOUT_REPS, DEFAULT_WORKOUT_SETS, FALLBACK_EXERCISES } from './fallback-exercises';

describe('exercise catalogue (SPEC §3)', () => {
  it('has 31 exercises with unique names and aliases', () => {
    expect(EXERCISES).toHaveLength(31);
    const keys = EXERCISES.flatMap((e) => [e.name, ...e.aliases]).map(normalizeExerciseName);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(['Push-ups', 'Squats', 'Lunges', 'Plank', 'Burpees'])('includes %s, named in SPEC', (name) => {
    expect(findExercise(name)?.name).toBe(name);
  });

  it.each(EXERCISES.map((e) => [e.name, e] as const))('%s is complete and consistent', (_name, exercise) => {
    expect(exercise.description.length).toBeGreaterThan(20);
    expect(exercise.areas.length).toBeGreaterThan(0);
    for (const area of exercise.areas) expect(BODY_AREAS).toContain(area);
    expect(exercise.levels.length).toBeGreaterThan(0);
    for (const level of exercise.levels) expect(LEVELS).toContain(level);
    for (const interest of exercise.interests) expect(INTERESTS).toContain(interest);
    for (const item of exercise.equipment) expect(EQUIPMENT).toContain(item);
    expect(Number.isInteger(exercise.defaultSets)).toBe(true);
    expect(exercise.defaultSets).toBeGreaterThanOrEqual(1);
    expect(exercise.defaultSets).toBeLessThanOrEqual(20);
    expect(exercise.defaultReps.length).toBeGreaterThan(0);
    expect(exercise.defaultReps.length).toBeLessThanOrEqual(20);
    // The name alone reveals exactly the equipment the catalogue lists.
    expect([...equipmentNamedIn(exercise.name)].sort()).toEqual([...exercise.equipment].sort());
  });

  it('has at least one exercise for every equipment item', () => {
    for (const item of EQUIPMENT) expect(EXERCISES.some((e) => e.equipment.includes(item))).toBe(true);
  });

  it('has bodyweight exercises for every level', () => {
    for (const level of LEVELS) {
      const count = EXERCISES.filter((e) => e.equipment.length === 0 && e.levels.includes(level)).length;
      expect(count).toBeGreaterThanOrEqual(5);
    }
  });

  it('finds exercises by name or alias, ignoring case, spaces and hyphens', () => {
    expect(findExercise('PUSH UPS')?.name).toBe('Push-ups');
    expect(findExercise('push-ups')?.name).toBe('Push-ups');
    expect(findExercise('Bodyweight Squats')?.name).toBe('Squats');
    expect(findExercise('Walking Lunges')?.name).toBe('Lunges');
    expect(findExercise('Moonwalk')).toBeUndefined();
  });

  it('gives aliases and their exercise the same key', () => {
    expect(exerciseKey('Bodyweight Squats')).toBe(exerciseKey('squats'));
    expect(exerciseKey('Jump Squats')).toBe('jumpsquats');
  });
});

describe('fallback list (SPEC §4)', () => {
  it('has the 14 exercises in SPEC order and spelling', () => {
    expect(FALLBACK_EXERCISES).toEqual([
      'Push-Ups',
      'Bodyweight Squats',
      'Walking Lunges',
      'Glute Bridges',
      'Plank',
      'Side Plank',
      'Mountain Climbers',
      'Jumping Jacks',
      'Reverse Lunges',
      'Bird Dogs',
      'Supermans',
      'Hip Thrusts (floor)',
      'Calf Raises',
      'Wall Sit',
    ]);
  });

  it.each(FALLBACK_EXERCISES.map((n) => [n]))('%s is a bodyweight exercise in the catalogue', (name) => {
    const exercise = findExercise(name);
    expect(exercise).toBeDefined();
    expect(exercise!.equipment).toEqual([]);
    expect(equipmentNamedIn(name)).toEqual([]);
  });

  it('pads with 3 sets of 10-15 reps', () => {
    expect(DEFAULT_WORKOUT_SETS).toBe(3);
    expect(DEFAULT_WORKOUT_REPS).toBe('10-15');
  });
});

describe('exercise names', () => {
  it('normalises case, whitespace, hyphens and underscores', () => {
    expect(normalizeExerciseName(' Push-Ups ')).toBe('pushups');
    expect(normalizeExerciseName('push_ups')).toBe('pushups');
    expect(normalizeExerciseName('PUSH   UPS')).toBe('pushups');
  });

  it('cleans display names', () => {
    expect(cleanExerciseName('  Side\tPlank \n')).toBe('Side Plank');
    expect(cleanExerciseName('Wall\u0000Sit')).toBe('Wall Sit');
  });
});
