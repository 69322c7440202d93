import { describe, expect, it } from 'vitest';
import { equipmentMismatch, equipmentNeededFor } from './equipment-mismatch';

const bodyweight = { type: 'bodyweight', workoutEquipments: [] };
const dumbbells = { type: 'equipments', workoutEquipments: ['Dumbbells', 'Bench Press'] };

describe('equipmentMismatch', () => {
  it.each([
    ['Push-ups', bodyweight, false],
    ['Bicycle Crunches', bodyweight, false],
    ['Dumbbell Rows', bodyweight, true],
    ['Deadlifts', bodyweight, true],
    ['Face Pulls', bodyweight, true],
    ['Box Jumps', bodyweight, true],
    ['Push-ups', dumbbells, false],
    ['Dumbbell Rows', dumbbells, false],
    ['Dumbbell Bench Press', dumbbells, false],
    [
      'dumbbell bench press',
      { type: 'equipments', workoutEquipments: ['dumbbells', ' bench press '] },
      false,
    ],
    ['Kettlebell Swings', dumbbells, true],
    ['Barbell Bench Press', dumbbells, true],
    ['Deadlifts', dumbbells, true],
    ['Leg Press Machine', dumbbells, true],
    ['Dumbbell Rows', { type: 'equipments', workoutEquipments: [] }, true],
    ['Dumbbell Rows', { type: 'unknown', workoutEquipments: ['Dumbbells'] }, true],
  ])('%s with %j → %s', (name, prefs, mismatch) => {
    expect(equipmentMismatch(name, prefs)).toBe(mismatch);
  });

  it('combines catalogue equipment with equipment named in the text', () => {
    expect(equipmentNeededFor('Deadlifts')).toEqual(['Barbell']);
    expect(equipmentNeededFor('Dumbbell Bench Press')).toEqual(['Dumbbells', 'Bench Press']);
    expect(equipmentNeededFor('Plank')).toEqual([]);
  });
});
