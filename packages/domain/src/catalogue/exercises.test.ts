import { describe, expect, it } from 'vitest';
import { EQUIPMENT, LEVELS } from '../constants/options';
import { alternativesFor, BODYWEIGHT_FILTER, searchExercises } from './exercise-search';
import { EXERCISES, exerciseById, exerciseKey, findExercise } from './exercises';
import { FALLBACK_EXERCISES } from './fallback-exercises';
import { MUSCLES } from './library/types';

/** The 31 exercises the catalogue named before the library, which saved routines and tests refer to. */
const FIRST_CATALOGUE = [
  'Push-ups',
  'Squats',
  'Lunges',
  'Reverse Lunges',
  'Plank',
  'Side Plank',
  'Burpees',
  'Mountain Climbers',
  'Jumping Jacks',
  'High Knees',
  'Glute Bridges',
  'Hip Thrusts (floor)',
  'Bird Dogs',
  'Supermans',
  'Calf Raises',
  'Wall Sit',
  'Dumbbell Rows',
  'Treadmill Intervals',
  'Resistance Band Rows',
  'Barbell Deadlifts',
  'Kettlebell Swings',
  'Pull-ups',
  'Mat Roll-ups',
  'Rowing Machine Intervals',
  'Exercise Bike Sprints',
  'Medicine Ball Slams',
  'Bench Press',
  'Jump Rope',
  'Stability Ball Crunches',
  'Battle Rope Waves',
  'Cable Face Pulls',
];

describe('exercise library', () => {
  it('holds at least 150 exercises, sorted by name', () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(150);
    const names = EXERCISES.map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it.each(FIRST_CATALOGUE)('keeps %s under its own name', (name) => {
    expect(findExercise(name)?.name).toBe(name);
  });

  it.each([...FALLBACK_EXERCISES])('resolves the fallback list name %s', (name) => {
    expect(findExercise(name)).toBeDefined();
    expect(findExercise(name)?.equipment).toEqual([]);
  });

  it('has at least two exercises for every equipment item, and one per level for each', () => {
    for (const item of EQUIPMENT) {
      expect(EXERCISES.filter((e) => e.equipment.includes(item)).length, item).toBeGreaterThanOrEqual(2);
      expect(
        EXERCISES.some((e) => e.equipment.includes(item) && e.difficulty === 'Beginner'),
        item,
      ).toBe(true);
    }
  });

  it('makes every muscle the main work of some exercise, and has bodyweight work for every level', () => {
    for (const muscle of MUSCLES)
      expect(
        EXERCISES.some((e) => e.primaryMuscles.includes(muscle)),
        muscle,
      ).toBe(true);
    // Bodyweight work that suits each level (its difficulty or below), over many different main muscles.
    for (const [rank, level] of LEVELS.entries()) {
      const suits = EXERCISES.filter((e) => e.equipment.length === 0 && LEVELS.indexOf(e.difficulty) <= rank);
      expect(new Set(suits.map((e) => e.primaryMuscles[0])).size, level).toBeGreaterThanOrEqual(8);
      expect(suits.filter((e) => e.difficulty === level).length, level).toBeGreaterThanOrEqual(2);
    }
  });

  it('finds an exercise by id, and by name or alias ignoring case, spaces and hyphens', () => {
    expect(exerciseById('push-ups')?.name).toBe('Push-ups');
    expect(exerciseById('no-such-exercise')).toBeUndefined();
    for (const spelling of ['Push-Ups', 'push ups', 'PUSHUPS', 'Press-ups'])
      expect(findExercise(spelling)?.id).toBe('push-ups');
    expect(findExercise('Bodyweight Squats')?.id).toBe('squats');
    expect(findExercise('Walking Lunges')?.id).toBe('lunges');
    expect(findExercise('Moonwalk')).toBeUndefined();
  });

  it('reads a bracketed translation either way round, but a bracketed name stays itself', () => {
    expect(findExercise('Flexiones (Push-ups)')?.id).toBe('push-ups');
    expect(findExercise('Push-ups (Flexiones)')?.id).toBe('push-ups');
    expect(findExercise('Hip Thrusts (floor)')?.id).toBe('hip-thrusts-floor');
    expect(findExercise('Flexiones (Liegestütze)')).toBeUndefined();
  });

  it('gives every name of one exercise the same key, and a custom name its own', () => {
    expect(exerciseKey('Bodyweight Squats')).toBe(exerciseKey('squats'));
    expect(exerciseKey('Flexiones (Push-ups)')).toBe(exerciseKey('Push-Ups'));
    expect(exerciseKey('Moon Walk')).toBe('moonwalk');
  });
});

describe('exercise search', () => {
  it('matches names and aliases whatever the spacing, best match first', () => {
    expect(searchExercises({ q: 'push ups' })[0]?.id).toBe('push-ups');
    expect(searchExercises({ q: 'PUSHUPS' })[0]?.id).toBe('push-ups');
    expect(searchExercises({ q: 'press-ups' })[0]?.id).toBe('push-ups');
    const ids = searchExercises({ q: 'push' }).map((e) => e.id);
    expect(ids[0]).toBe('push-ups');
    expect(ids).toContain('diamond-push-ups');
    expect(searchExercises({ q: 'zzzz' })).toEqual([]);
  });

  it('needs every word of the query', () => {
    const results = searchExercises({ q: 'dumbbell row' });
    expect(results.length).toBeGreaterThan(0);
    for (const e of results) {
      const names = [e.name, ...e.aliases].join(' ').toLowerCase().replace(/[\s-]/g, '');
      expect(names).toContain('dumbbell');
      expect(names).toContain('row');
    }
  });

  it('filters by muscle (primary first) and by equipment, bodyweight included', () => {
    const chest = searchExercises({ muscle: 'Chest' });
    expect(chest.length).toBeGreaterThan(5);
    for (const e of chest) expect([...e.primaryMuscles, ...e.secondaryMuscles]).toContain('Chest');
    const firstSecondary = chest.findIndex((e) => !e.primaryMuscles.includes('Chest'));
    if (firstSecondary >= 0)
      for (const e of chest.slice(firstSecondary)) expect(e.primaryMuscles).not.toContain('Chest');
    for (const e of searchExercises({ equipment: 'Kettlebell' })) expect(e.equipment).toContain('Kettlebell');
    const bodyweight = searchExercises({ equipment: BODYWEIGHT_FILTER, muscle: 'Quadriceps' });
    expect(bodyweight.length).toBeGreaterThan(0);
    for (const e of bodyweight) expect(e.equipment).toEqual([]);
  });

  it('with no filter lists the whole library by name', () => {
    expect(searchExercises({})).toEqual(EXERCISES);
  });

  it('offers alternatives for the same main muscle, never the exercise itself', () => {
    const pushUps = exerciseById('push-ups')!;
    const alternatives = alternativesFor(pushUps);
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.length).toBeLessThanOrEqual(6);
    for (const e of alternatives) {
      expect(e.id).not.toBe('push-ups');
      expect(e.primaryMuscles[0]).toBe(pushUps.primaryMuscles[0]);
    }
    // Bodyweight first for a bodyweight exercise.
    expect(alternatives[0]?.equipment).toEqual([]);
  });
});
