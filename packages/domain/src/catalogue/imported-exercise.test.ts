import { describe, expect, it } from 'vitest';
import { APP_EXERCISE_NAMES } from './app-exercise-names';
import { normalizeExerciseName } from './exercise-name';
import { exerciseById } from './exercises';
import { matchImportedExercise } from './imported-exercise';

/**
 * The gear a Strong or Hevy name states, told by this test on its own (not by the matcher's rule): the
 * bracket ('Squat (Barbell)') or a leading word ('Kettlebell Swing'). Null: the name states none.
 */
function statedGear(name: string): string | null {
  const word = (/\(([^()]*)\)\s*$/.exec(name)?.[1] ?? name.split(' ')[0] ?? '').toLowerCase();
  if (word.includes('barbell')) return 'Barbell';
  if (word.includes('dumbbell')) return 'Dumbbells';
  if (word.includes('cable')) return 'Cable Machine';
  if (word.includes('kettlebell')) return 'Kettlebell';
  if (word === 'band') return 'Resistance Bands';
  if (word === 'bodyweight' || word === 'knees') return 'none';
  return null;
}

const FREE_WEIGHTS = ['Barbell', 'Dumbbells', 'Kettlebell', 'Cable Machine', 'Resistance Bands'];

describe("Strong's and Hevy's standard exercise names", () => {
  it('name each app name once (case, spaces and hyphens ignored)', () => {
    const keys = APP_EXERCISE_NAMES.map(([name]) => normalizeExerciseName(name));
    expect(new Set(keys).size).toBe(keys.length);
    expect(APP_EXERCISE_NAMES.length).toBeGreaterThanOrEqual(100);
  });

  it.each(APP_EXERCISE_NAMES)('%s → %s, a library exercise with the gear the name states', (name, id) => {
    const exercise = exerciseById(id);
    expect(exercise, `${id} is in the library`).toBeDefined();
    expect(matchImportedExercise(name)?.id).toBe(id);
    const gear = statedGear(name);
    if (gear === 'none')
      expect(exercise!.equipment.filter((item) => FREE_WEIGHTS.includes(item))).toEqual([]);
    // The library's bench-press station holds a barbell.
    else if (gear === 'Barbell')
      expect(exercise!.equipment.includes('Barbell') || exercise!.equipment.join() === 'Bench Press').toBe(
        true,
      );
    else if (gear) expect(exercise!.equipment).toContain(gear);
  });
});

describe('matching an imported exercise name by name and equipment', () => {
  it.each([
    ['Squat (Barbell)', 'barbell-back-squat'],
    ['Pull Up', 'pull-ups'],
    ['Bicep Curl (Dumbbell)', 'dumbbell-bicep-curls'],
    ['squat (barbell)', 'barbell-back-squat'],
    ['BENCH PRESS (BARBELL)', 'bench-press'],
  ])('the issue’s names: %s → %s', (name, id) => {
    expect(matchImportedExercise(name)?.id).toBe(id);
  });

  it('a name outside the table is matched by its words and the gear in its brackets', () => {
    // Not in the table: the library name with the gear word put in front, checked against the gear.
    expect(matchImportedExercise('Calf Raises (Barbell)')?.id).toBe('barbell-calf-raises');
    expect(matchImportedExercise('Goblet Squats (Kettlebell)')?.id).toBe('kettlebell-goblet-squat');
    expect(matchImportedExercise('Push-ups (Bodyweight)')?.id).toBe('push-ups');
    // A plural the library writes ('Sit-ups') for a singular name.
    expect(matchImportedExercise('Sit Up')?.id).toBe('sit-ups');
    // A library name as it is, brackets and all.
    expect(matchImportedExercise('Hip Thrusts (floor)')?.id).toBe('hip-thrusts-floor');
  });

  it('never files a name under an exercise of other gear: no match is better than a wrong one', () => {
    // Bodyweight squats, lunges and push-ups are in the library, but not on these machines.
    expect(matchImportedExercise('Squat (Smith Machine)')).toBeUndefined();
    expect(matchImportedExercise('Squat (Machine)')).toBeUndefined();
    expect(matchImportedExercise('Pull Up (Assisted)')).toBeUndefined();
    expect(matchImportedExercise('Plank (Barbell)')).toBeUndefined();
    expect(matchImportedExercise('Lunge (Cable)')).toBeUndefined();
    expect(matchImportedExercise('My Own Move')).toBeUndefined();
  });
});
