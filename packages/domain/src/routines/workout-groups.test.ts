import { describe, expect, it } from 'vitest';
import { routineEditSchema } from '../schemas/routine-edit-schema';
import { routineInputSchema } from '../schemas/routine-schema';
import {
  GROUP_HINT,
  groupHeading,
  groupKind,
  groupLabels,
  groupLetter,
  nextSetToDo,
  restStartsAfter,
  sessionSetOrder,
  tidyGroups,
  toggleLinkWithNext,
  WORKOUT_GROUP_MESSAGES,
  workoutGroupsProblem,
} from './workout-groups';

const w = (workoutSets: number, group: string | null = null) => ({ workoutSets, group });
const places = (order: { workoutIndex: number; setIndex: number }[]) =>
  order.map((p) => `${p.workoutIndex}:${p.setIndex}`);

describe('workoutGroupsProblem', () => {
  it('accepts no groups, a superset and a circuit of consecutive workouts', () => {
    expect(workoutGroupsProblem([null, undefined, null])).toBeNull();
    expect(workoutGroupsProblem(['A', 'A', null])).toBeNull();
    expect(workoutGroupsProblem([null, 'x', 'x', 'x', 'y', 'y'])).toBeNull();
  });

  it('refuses a group of one', () => {
    expect(workoutGroupsProblem(['A', null, null])).toBe(WORKOUT_GROUP_MESSAGES.tooSmall);
    expect(WORKOUT_GROUP_MESSAGES.tooSmall).toBe('A superset or circuit needs at least 2 exercises.');
  });

  it('refuses a group whose workouts are apart', () => {
    expect(workoutGroupsProblem(['A', 'A', null, 'A'])).toBe(WORKOUT_GROUP_MESSAGES.notConsecutive);
    expect(workoutGroupsProblem(['A', 'B', 'A', 'B'])).toBe(WORKOUT_GROUP_MESSAGES.notConsecutive);
    expect(WORKOUT_GROUP_MESSAGES.notConsecutive).toBe(
      'The exercises of a superset or circuit must be next to each other in the routine.',
    );
  });
});

describe('labels and tidying', () => {
  it('labels A1, A2 within a group and nothing outside one', () => {
    expect(groupLabels([null, 'A', 'A', 'B', 'B', 'B'])).toEqual([null, 'A1', 'A2', 'B1', 'B2', 'B3']);
  });

  it('relabels in routine order and drops a group left with one workout', () => {
    expect(tidyGroups(['q', 'q', 'z', null, 'A', 'A'])).toEqual(['A', 'A', null, null, 'B', 'B']);
    expect(tidyGroups(['A', 'A', null, 'A', 'A'])).toEqual(['A', 'A', null, 'B', 'B']);
  });

  it('names groups past Z with two letters, and kinds by size', () => {
    expect([groupLetter(0), groupLetter(25), groupLetter(26)]).toEqual(['A', 'Z', 'AA']);
    expect([groupKind(2), groupKind(3), groupKind(5)]).toEqual(['superset', 'circuit', 'circuit']);
  });
});

describe('session order', () => {
  it('takes a workout alone set after set and a group round by round', () => {
    expect(places(sessionSetOrder([w(2), w(2, 'A'), w(2, 'A'), w(1)]))).toEqual([
      '0:0',
      '0:1',
      '1:0',
      '2:0',
      '1:1',
      '2:1',
      '3:0',
    ]);
  });

  it('lets a member with fewer sets drop out of the last rounds', () => {
    expect(places(sessionSetOrder([w(3, 'A'), w(1, 'A'), w(2, 'A')]))).toEqual([
      '0:0',
      '1:0',
      '2:0',
      '0:1',
      '2:1',
      '0:2',
    ]);
  });

  it('moves A1 set 1 → A2 set 1 → A1 set 2 as sets are done', () => {
    const workouts = [w(2, 'A'), w(2, 'A')];
    const done = new Set<string>();
    const next = () => nextSetToDo(workouts, (wi, s) => done.has(`${wi}:${s}`));
    expect(next()).toEqual({ workoutIndex: 0, setIndex: 0 });
    done.add('0:0');
    expect(next()).toEqual({ workoutIndex: 1, setIndex: 0 });
    done.add('1:0');
    expect(next()).toEqual({ workoutIndex: 0, setIndex: 1 });
    done.add('0:1').add('1:1');
    expect(next()).toBeNull();
  });
});

describe('restStartsAfter', () => {
  const workouts = [w(3), w(3, 'A'), w(3, 'A'), w(4, 'A')];
  const doneOf = (keys: string[]) => (wi: number, s: number) => keys.includes(`${wi}:${s}`);

  it('rests after every set of a workout alone', () => {
    expect(restStartsAfter(workouts, { workoutIndex: 0, setIndex: 0 }, doneOf([]))).toBe(true);
  });

  it('rests only once the round is complete', () => {
    expect(restStartsAfter(workouts, { workoutIndex: 1, setIndex: 0 }, doneOf([]))).toBe(false);
    expect(restStartsAfter(workouts, { workoutIndex: 2, setIndex: 0 }, doneOf(['1:0']))).toBe(false);
    expect(restStartsAfter(workouts, { workoutIndex: 3, setIndex: 0 }, doneOf(['1:0', '2:0']))).toBe(true);
    // Done out of order: the round still ends with whichever set completes it.
    expect(restStartsAfter(workouts, { workoutIndex: 1, setIndex: 1 }, doneOf(['2:1', '3:1']))).toBe(true);
  });

  it('rests after each set of the last round that only one member has', () => {
    expect(restStartsAfter(workouts, { workoutIndex: 3, setIndex: 3 }, doneOf([]))).toBe(true);
  });
});

describe('routine schemas', () => {
  const routine = (groups: (string | null)[]) => ({
    routineName: 'Pairs',
    routineEquipments: [],
    level: 'Beginner',
    duration: '30 mins',
    workouts: groups.map((group, i) => ({
      workoutType: `Move ${i}`,
      workoutSets: 3,
      workoutReps: '10',
      group,
    })),
  });
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  it('carries the group of each workout', () => {
    const parsed = routineInputSchema.parse(routine(['A', 'A', null]));
    expect(parsed.workouts.map((x) => x.group)).toEqual(['A', 'A', null]);
  });

  it('refuses bad groups on create and edit with the rule’s message', () => {
    expect(messages(routineInputSchema.safeParse(routine(['A', null, 'A'])))).toEqual([
      WORKOUT_GROUP_MESSAGES.notConsecutive,
    ]);
    expect(messages(routineEditSchema.safeParse({ ...routine(['A', null]), version: 1 }))).toEqual([
      WORKOUT_GROUP_MESSAGES.tooSmall,
    ]);
    expect(messages(routineInputSchema.safeParse(routine(['A A', 'A A'])))[0]).toBe(
      WORKOUT_GROUP_MESSAGES.key,
    );
  });
});

describe('toggleLinkWithNext', () => {
  it('pairs two workouts alone, and adds a workout to the group that follows it', () => {
    expect(toggleLinkWithNext([null, null, null], 0)).toEqual(['A', 'A', null]);
    expect(toggleLinkWithNext([null, 'A', 'A'], 0)).toEqual(['A', 'A', 'A']);
    expect(toggleLinkWithNext(['A', 'A', null], 1)).toEqual(['A', 'A', 'A']);
  });

  it('joins a pair to a pair as one circuit', () => {
    expect(toggleLinkWithNext(['A', 'A', 'B', 'B'], 1)).toEqual(['A', 'A', 'A', 'A']);
  });

  it('splits a group between two of its workouts, dropping a side left alone', () => {
    expect(toggleLinkWithNext(['A', 'A', 'A', 'A'], 1)).toEqual(['A', 'A', 'B', 'B']);
    expect(toggleLinkWithNext(['A', 'A', 'A'], 0)).toEqual([null, 'A', 'A']);
    expect(toggleLinkWithNext(['A', 'A'], 0)).toEqual([null, null]);
  });

  it('does nothing past the last workout', () => {
    expect(toggleLinkWithNext([null, 'A', 'A'], 2)).toEqual([null, 'A', 'A']);
  });
});

describe('group words', () => {
  it('heads a pair as a superset and three or more as a circuit, and says how to do it', () => {
    expect(groupHeading('A', 2)).toBe('Superset A');
    expect(groupHeading('B', 3)).toBe('Circuit B');
    expect(GROUP_HINT).toBe('One set of each in turn, then rest.');
  });
});
