import { describe, expect, it } from 'vitest';
import { searchExercises } from './exercise-search';
import { withinOneEdit } from './within-one-edit';

const firstId = (q: string) => searchExercises({ q })[0]?.id;
const ids = (q: string) => searchExercises({ q }).map((e) => e.id);

describe('exercise search forgives one typo per word', () => {
  it.each([
    ['bech press', 'bench-press', 'a missing letter'],
    ['bnech press', 'bench-press', 'two letters swapped'],
    ['bemch press', 'bench-press', 'a wrong letter'],
    ['benchh press', 'bench-press', 'an extra letter'],
    ['bechpress', 'bench-press', 'a missing letter in a squashed name'],
    ['kettelbell swings', 'kettlebell-swings', 'swapped letters in the first word'],
    ['goblet sqaut', 'dumbbell-goblet-squat', 'swapped letters in the last word'],
    ['pistl squats', 'pistol-squats', 'a missing letter'],
  ])('"%s" finds %s (%s)', (q, id) => {
    expect(ids(q)).toContain(id);
    expect(firstId(q)).toBe(id);
  });

  it('still needs every word, and short words exactly', () => {
    expect(ids('bech zzzzz')).toEqual([]);
    // Three letters are too few to guess from: 'rwo' is not 'row'.
    expect(ids('dumbbell rwo')).toEqual([]);
    // Two typos in one word are too many.
    expect(ids('bhecn press')).toEqual([]);
  });

  it('ranks exact matches before forgiven ones', () => {
    // 'plank' is a name; 'plant' is one letter off it, and exact for nothing.
    expect(firstId('plank')).toBe('plank');
    const forgiving = ids('plant');
    expect(forgiving).toContain('plank');
    // An exact word match of any kind outranks a forgiven one: 'lunges' exactly before 'lungs' → lunges.
    const lunges = ids('lunges');
    expect(lunges[0]).toBe('lunges');
    expect(ids('lunegs')).toContain('lunges');
  });
});

describe('withinOneEdit (Damerau–Levenshtein distance ≤ 1)', () => {
  it.each([
    ['bench', 'bench', true],
    ['bech', 'bench', true],
    ['bnech', 'bench', true],
    ['bemch', 'bench', true],
    ['benchh', 'bench', true],
    ['', 'a', true],
    ['bhecn', 'bench', false],
    ['be', 'bench', false],
    ['abcd', 'badc', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});
