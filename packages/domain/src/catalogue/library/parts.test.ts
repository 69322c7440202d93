import { describe, expect, it } from 'vitest';
import { EQUIPMENT, INTERESTS, LEVELS } from '../../constants/options';
import { EXERCISE_ID_SHAPE } from '../../schemas/workout-schema';
import { equipmentNamedIn } from '../equipment-keywords';
import { normalizeExerciseName } from '../exercise-name';
import { LIBRARY_PARTS } from './parts';
import { EXERCISE_CATEGORIES, type LibraryExercise, MEASURES, MUSCLES } from './types';

const entries = Object.entries(LIBRARY_PARTS).flatMap(([part, list]) =>
  list.map((exercise: LibraryExercise) => [`${part}: ${exercise.id}`, exercise] as const),
);

const sentenceCount = (text: string) => text.match(/[.!?](?=\s|$)/g)?.length ?? 0;

describe('exercise library parts', () => {
  it('has parts', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(entries)('%s is complete and consistent', (_label, e) => {
    expect(e.id).toMatch(EXERCISE_ID_SHAPE);
    expect(e.name.trim()).toBe(e.name);
    expect(e.name.length).toBeGreaterThan(2);
    expect(e.name.length).toBeLessThanOrEqual(40);
    expect(e.primaryMuscles.length).toBeGreaterThan(0);
    for (const m of [...e.primaryMuscles, ...e.secondaryMuscles]) expect(MUSCLES).toContain(m);
    for (const m of e.secondaryMuscles) expect(e.primaryMuscles).not.toContain(m);
    for (const item of e.equipment) expect(EQUIPMENT).toContain(item);
    expect(new Set(e.equipment).size).toBe(e.equipment.length);
    expect(EXERCISE_CATEGORIES).toContain(e.category);
    expect(MEASURES).toContain(e.measure);
    expect(LEVELS).toContain(e.difficulty);
    expect(typeof e.unilateral).toBe('boolean');
    expect(e.interests.length).toBeGreaterThan(0);
    for (const interest of e.interests) expect(INTERESTS).toContain(interest);
    expect(sentenceCount(e.howTo)).toBeGreaterThanOrEqual(2);
    expect(sentenceCount(e.howTo)).toBeLessThanOrEqual(4);
    expect(e.howTo.length).toBeLessThanOrEqual(600);
    // A name or alias never mentions equipment the entry does not list (or gear no user can list).
    for (const name of [e.name, ...e.aliases]) {
      for (const item of equipmentNamedIn(name)) expect(e.equipment, name).toContain(item);
    }
    // Weight is only logged where something can be loaded.
    if (e.measure === 'weight_reps') expect(e.equipment.length).toBeGreaterThan(0);
  });

  it('has unique ids, names and aliases across all parts', () => {
    const ids = entries.map(([, e]) => e.id);
    expect(ids.length - new Set(ids).size).toBe(0);
    const keys = entries.flatMap(([, e]) => [e.name, ...e.aliases]).map(normalizeExerciseName);
    const seen = new Map<string, number>();
    for (const key of keys) seen.set(key, (seen.get(key) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
  });
});
