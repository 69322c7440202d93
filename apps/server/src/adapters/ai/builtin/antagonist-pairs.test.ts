import { type Exercise, exerciseById } from '@stryd/domain';
import { describe, expect, it } from 'vitest';
import { areAntagonists, pairAntagonists } from './antagonist-pairs';

const ex = (id: string) => exerciseById(id) as Exercise;

describe('the builtin coach’s supersets', () => {
  it('knows chest and back, biceps and triceps as antagonists, and not two chest moves or core', () => {
    expect(areAntagonists(ex('bench-press'), ex('barbell-bent-over-row'))).toBe(true);
    expect(areAntagonists(ex('cable-triceps-pushdown'), ex('barbell-curl'))).toBe(true);
    expect(areAntagonists(ex('bench-press'), ex('barbell-floor-press'))).toBe(false);
    expect(areAntagonists(ex('bench-press'), ex('crunches'))).toBe(false);
  });

  it('moves a partner up to follow its antagonist and letters the pairs in order', () => {
    const paired = pairAntagonists(
      ['bench-press', 'crunches', 'barbell-curl', 'barbell-bent-over-row', 'bench-dips'].map(ex),
    );
    expect(paired.map((p) => [p.exercise.id, p.group])).toEqual([
      ['bench-press', 'A'],
      ['barbell-bent-over-row', 'A'],
      ['crunches', null],
      ['barbell-curl', 'B'],
      ['bench-dips', 'B'],
    ]);
  });

  it('leaves a routine without antagonists as it was, ungrouped', () => {
    const chosen = ['bench-press', 'crunches', 'dead-bugs'].map(ex);
    expect(pairAntagonists(chosen)).toEqual(chosen.map((exercise) => ({ exercise, group: null })));
  });
});
