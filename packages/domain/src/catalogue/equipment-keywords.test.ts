import { describe, expect, it } from 'vitest';
import { equipmentNamedIn, OTHER_EQUIPMENT } from './equipment-keywords';

describe('equipmentNamedIn', () => {
  it.each([
    ['Dumbbell Bench Press', ['Dumbbells', 'Bench Press']],
    ['DB Curls', ['Dumbbells']],
    ['Kettlebell Swings', ['Kettlebell']],
    ['Barbell Back Squats', ['Barbell']],
    ['Treadmill Sprints', ['Treadmill']],
    ['Banded Glute Bridges', ['Resistance Bands']],
    ['Mini Band Walks', ['Resistance Bands']],
    ['Chin-ups', ['Pull-Up Bar']],
    ['Hanging Leg Raises', ['Pull-Up Bar']],
    ['Pull Up', ['Pull-Up Bar']],
    ['Yoga Mat Stretch', ['Yoga Mat']],
    ['Rowing Machine Intervals', ['Rowing Machine']],
    ['Erg Sprints', ['Rowing Machine']],
    ['Stationary Bike Ride', ['Exercise Bike']],
    ['Cycling Intervals', ['Exercise Bike']],
    ['Wall Balls', ['Medicine Ball']],
    ['Med Ball Slams', ['Medicine Ball']],
    ['Swiss Ball Pikes', ['Stability Ball']],
    ['Bench Dips', ['Bench Press']],
    ['Double Unders', ['Jump Ropes']],
    ['Skipping', ['Jump Ropes']],
    ['Battle Ropes', ['Battle Ropes']],
    ['Lat Pulldown', ['Cable Machine']],
    ['Tricep Pushdowns', ['Cable Machine']],
    ['Leg Press Machine', [OTHER_EQUIPMENT]],
    ['Smith Squats', [OTHER_EQUIPMENT]],
    ['Weighted Dips', [OTHER_EQUIPMENT]],
    ['Box Jumps', [OTHER_EQUIPMENT]],
    ['TRX Rows', [OTHER_EQUIPMENT]],
    ['Rope Climbs', [OTHER_EQUIPMENT]],
    ['Ring Rows', [OTHER_EQUIPMENT]],
  ])('%s needs %j', (name, expected) => {
    expect(equipmentNamedIn(name)).toEqual(expected);
  });

  it.each([
    'Push-ups',
    'Bodyweight Squats',
    'Body Weight Squats',
    'Body-weight Lunges',
    'Bicycle Crunches',
    'Shadow Boxing',
    'Jumping Jacks',
    'Hamstring Stretch',
    'Spinal Twist',
    'Tricep Dips',
    'Face Pulls',
  ])('%s needs no equipment by name', (name) => {
    expect(equipmentNamedIn(name)).toEqual([]);
  });
});
