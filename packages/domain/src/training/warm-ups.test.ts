import { describe, expect, it } from 'vitest';
import { exerciseById } from '../catalogue/exercises';
import type { PlateSetup } from '../schemas/plate-setup-schema';
import { DEFAULT_PLATE_SETUPS } from './default-plates';
import { toKg } from './set-values';
import { DUMBBELL_STEP, loadedWith, loadedWithNamed, WARM_UP_RAMP, warmUpSets } from './warm-ups';

const KG = DEFAULT_PLATE_SETUPS.kg;
const LB = DEFAULT_PLATE_SETUPS.lb;

describe('warmUpSets', () => {
  it('ramps a barbell: empty bar × 10, 40 % × 5, 60 % × 3, 80 % × 1', () => {
    expect(WARM_UP_RAMP).toEqual([
      { share: 'bar', reps: 10 },
      { share: 0.4, reps: 5 },
      { share: 0.6, reps: 3 },
      { share: 0.8, reps: 1 },
    ]);
    expect(warmUpSets(100, 'barbell', 'kg', KG)).toEqual([
      { weightKg: 20, reps: 10 },
      { weightKg: 40, reps: 5 },
      { weightKg: 60, reps: 3 },
      { weightKg: 80, reps: 1 },
    ]);
  });

  it('rounds each step down to what the plates load', () => {
    // 40 % of 105 is 42 → 40; 60 % is 63 → 62.5; 80 % is 84 → 82.5.
    expect(warmUpSets(105, 'barbell', 'kg', KG).map((s) => s.weightKg)).toEqual([20, 40, 62.5, 82.5]);
    const big: PlateSetup = { ...KG, plates: [{ weight: 20, count: 6 }] };
    // Only 20s: 40 % of 140 (56) → 20 (the bar again, dropped), 84 → 60, 112 → 100.
    expect(warmUpSets(140, 'barbell', 'kg', big)).toEqual([
      { weightKg: 20, reps: 10 },
      { weightKg: 60, reps: 3 },
      { weightKg: 100, reps: 1 },
    ]);
  });

  it('drops steps that land on the weight before them or on the working weight', () => {
    // 40 % of 40 kg rounds to 20 (the bar, dropped), 60 % to 22.5, 80 % to 30.
    expect(warmUpSets(40, 'barbell', 'kg', KG)).toEqual([
      { weightKg: 20, reps: 10 },
      { weightKg: 22.5, reps: 3 },
      { weightKg: 30, reps: 1 },
    ]);
    // 80 % of 24 kg is 19.2: under the bar, so only the bar is left.
    expect(warmUpSets(24, 'barbell', 'kg', KG)).toEqual([{ weightKg: 20, reps: 10 }]);
    expect(warmUpSets(20, 'barbell', 'kg', KG)).toEqual([]);
    expect(warmUpSets(15, 'barbell', 'kg', KG)).toEqual([]);
  });

  it('loads the usual gym of the unit when no plates are given', () => {
    expect(warmUpSets(105, 'barbell', 'kg')).toEqual(warmUpSets(105, 'barbell', 'kg', KG));
    expect(warmUpSets(toKg(225, 'lb'), 'barbell', 'lb')).toEqual(
      warmUpSets(toKg(225, 'lb'), 'barbell', 'lb', LB),
    );
  });

  it('works in the lifter’s lb plates', () => {
    expect(warmUpSets(toKg(225, 'lb'), 'barbell', 'lb', LB)).toEqual([
      { weightKg: toKg(45, 'lb'), reps: 10 },
      { weightKg: toKg(90, 'lb'), reps: 5 },
      { weightKg: toKg(135, 'lb'), reps: 3 },
      { weightKg: toKg(180, 'lb'), reps: 1 },
    ]);
  });

  it('steps dumbbells by 2.5 kg or 5 lb, with no bar', () => {
    expect(DUMBBELL_STEP).toEqual({ kg: 2.5, lb: 5 });
    // 12 → 10, 18 → 17.5, 24 → 22.5.
    expect(warmUpSets(30, 'dumbbell', 'kg')).toEqual([
      { weightKg: 10, reps: 5 },
      { weightKg: 17.5, reps: 3 },
      { weightKg: 22.5, reps: 1 },
    ]);
    expect(warmUpSets(toKg(50, 'lb'), 'dumbbell', 'lb')).toEqual([
      { weightKg: toKg(20, 'lb'), reps: 5 },
      { weightKg: toKg(30, 'lb'), reps: 3 },
      { weightKg: toKg(40, 'lb'), reps: 1 },
    ]);
    // 40 % of 5 kg is under the lightest dumbbell; 60 % and 80 % both round to 2.5.
    expect(warmUpSets(5, 'dumbbell', 'kg')).toEqual([{ weightKg: 2.5, reps: 3 }]);
  });
});

describe('loadedWith', () => {
  const ofExercise = (id: string) => {
    const exercise = exerciseById(id);
    if (!exercise) throw new Error(id);
    return loadedWith(exercise.equipment, exercise.measure);
  };

  it('knows a barbell or dumbbell exercise from the library’s equipment', () => {
    expect(ofExercise('barbell-back-squat')).toBe('barbell');
    expect(ofExercise('barbell-deadlifts')).toBe('barbell');
    expect(ofExercise('dumbbell-bench-press')).toBe('dumbbell');
    // The library's Bench Press needs a bench press station: its bar is loaded with plates.
    expect(ofExercise('bench-press')).toBe('barbell');
  });

  it('gives nothing for bodyweight, machines or a set that carries no weight', () => {
    expect(loadedWith([], 'weight_reps')).toBeUndefined();
    expect(loadedWith(['Cable Machine'], 'weight_reps')).toBeUndefined();
    expect(loadedWith(['Barbell'], 'time')).toBeUndefined();
    expect(loadedWith(['Dumbbells', 'Barbell'], 'weight_reps')).toBe('barbell');
  });

  it('reads a custom exercise’s name', () => {
    expect(loadedWithNamed('Barbell Hip Thrust', 'weight_reps')).toBe('barbell');
    expect(loadedWithNamed('DB Shrugs', 'weight_reps')).toBe('dumbbell');
    expect(loadedWithNamed('Sled Push', 'weight_reps')).toBeUndefined();
    expect(loadedWithNamed('Weighted Bench Dips', 'weight_reps')).toBeUndefined();
    expect(loadedWithNamed('Barbell Curl', 'time')).toBeUndefined();
  });
});
