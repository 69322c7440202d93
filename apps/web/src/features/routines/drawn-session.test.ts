import { describe, expect, it } from 'vitest';
import { resumedSets } from './drawn-session';
import { keyedSets } from './offline-sets';
import { keptSet } from './routine-fixtures.test-helper';

const set = (id: string, workoutIndex: number, setIndex: number) => keptSet(id, workoutIndex, setIndex);

describe('resumedSets', () => {
  const a = set('a', 0, 0);
  const b = set('b', 0, 1);
  const queued = set('q', 1, 0);

  it('adds what was kept to a page that started with nothing (its session arrived after it)', () => {
    expect(resumedSets(new Map(), keyedSets([a, queued]), [])).toEqual(keyedSets([a, queued]));
  });

  it('on a page drawn with the session: adds the queue’s ticks, and takes off what the queue unticked', () => {
    const kept = keyedSets([a, queued]); // b was unticked on this device while offline
    expect(resumedSets(keyedSets([a, b]), kept, [a, b])).toEqual(keyedSets([a, queued]));
  });

  it('a tick or untick made since the page started wins over what was kept', () => {
    const retick = set('new', 0, 0);
    // a was unticked and the place ticked again meanwhile; b was unticked meanwhile.
    const next = resumedSets(keyedSets([retick]), keyedSets([a, b]), [a, b]);
    expect(next).toEqual(keyedSets([retick]));
  });
});
