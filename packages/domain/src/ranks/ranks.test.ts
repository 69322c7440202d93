import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextRank, RANKS, rankForXp } from './ranks';

describe('ranks', () => {
  it('has the ten ranks with their score ranges', () => {
    expect(RANKS.map((r) => [r.name, r.minScore, r.maxScore])).toEqual([
      ['Mortal', 0, 800],
      ['Initiate', 801, 2000],
      ['Soldier', 2001, 4000],
      ['Hero', 4001, 6500],
      ['Gladiator', 6501, 10000],
      ['Centurion', 10001, 15000],
      ['Titan', 15001, 20500],
      ['Olympian', 20501, 27000],
      ['Ultimate', 27001, 35000],
      ['Deity', 35001, null],
    ]);
  });

  it('leaves no gaps between ranks', () => {
    for (let i = 1; i < RANKS.length; i++) expect(RANKS[i]!.minScore).toBe(RANKS[i - 1]!.maxScore! + 1);
  });

  it.each(
    RANKS.flatMap((r) => [
      [r.minScore, r.name] as const,
      ...(r.maxScore === null ? [] : [[r.maxScore, r.name] as const]),
    ]),
  )('rankForXp(%s) is %s at the boundary', (xp, name) => {
    expect(rankForXp(xp).name).toBe(name);
  });

  it.each([
    [-1, 'Mortal'],
    [-5000, 'Mortal'],
    [Number.NaN, 'Mortal'],
    [800.9, 'Mortal'],
    [801, 'Initiate'],
    [2000.5, 'Initiate'],
    [35000.99, 'Ultimate'],
    [35001, 'Deity'],
    [1_000_000, 'Deity'],
    [Number.POSITIVE_INFINITY, 'Deity'],
  ])('rankForXp(%s) is %s', (xp, name) => {
    expect(rankForXp(xp).name).toBe(name);
  });

  it.each([
    [0, 'Initiate', 801],
    [-10, 'Initiate', 801],
    [800, 'Initiate', 1],
    [800.5, 'Initiate', 1],
    [801, 'Soldier', 1200],
    [35000, 'Deity', 1],
  ])('nextRank(%s) is %s, %s XP away', (xp, name, xpToNext) => {
    expect(nextRank(xp)).toEqual({ rank: expect.objectContaining({ name }), xpToNext });
  });

  it('has no next rank for Deity', () => {
    expect(nextRank(35001)).toBeNull();
    expect(nextRank(9_999_999)).toBeNull();
  });

  it('puts every whole XP inside its rank range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (xp) => {
        const rank = rankForXp(xp);
        expect(xp).toBeGreaterThanOrEqual(rank.minScore);
        if (rank.maxScore !== null) expect(xp).toBeLessThanOrEqual(rank.maxScore);
      }),
    );
  });
});
