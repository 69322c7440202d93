import { DEFAULT_PLATE_SETUPS, EMPTY_SET_DETAILS } from '@stryd/domain';
import { describe, expect, it } from 'vitest';
import { routineView } from '../routine-fixtures.test-helper';
import { type SetView, sameCard, type WorkoutCardProps } from './workout-card';

const workout = routineView().workouts[0] as WorkoutCardProps['workout'];
const set = (over: Partial<SetView> = {}): SetView => ({
  values: { reps: 8, weightKg: 60, seconds: null, distanceM: null },
  details: EMPTY_SET_DETAILS,
  done: false,
  busy: false,
  ...over,
});
const onChange = () => {};
const onDetails = () => {};
const onToggle = () => {};
const card = (sets: SetView[], over: Partial<WorkoutCardProps> = {}): WorkoutCardProps => ({
  workout,
  workoutIndex: 0,
  sets,
  previous: undefined,
  unit: 'kg',
  label: null,
  nextSet: null,
  onChange,
  onDetails,
  onToggle,
  ...over,
});

describe('sameCard: a workout card is drawn again only when what it shows changed', () => {
  it('sets rebuilt with the same values are the same card', () => {
    expect(sameCard(card([set(), set()]), card([set(), set()]))).toBe(true);
  });

  it.each<[string, WorkoutCardProps]>([
    ['a set ticked', card([set({ done: true }), set()])],
    ['a set waiting for the server', card([set(), set({ busy: true })])],
    [
      'a value typed',
      card([set({ values: { reps: 9, weightKg: 60, seconds: null, distanceM: null } }), set()]),
    ],
    ['a set type tapped', card([set({ details: { ...EMPTY_SET_DETAILS, setType: 'warmup' } }), set()])],
    ['an effort chosen', card([set(), set({ details: { ...EMPTY_SET_DETAILS, rpe: 8 } })])],
    ['a note typed', card([set({ details: { ...EMPTY_SET_DETAILS, note: 'slow' } }), set()])],
    ['a set more', card([set(), set(), set()])],
    ['the unit', card([set(), set()], { unit: 'lb' })],
    ['last time', card([set(), set()], { previous: [] })],
    ['a superset label', card([set(), set()], { label: 'A1' })],
    ['the next set moving here', card([set(), set()], { nextSet: 0 })],
    ['another action', card([set(), set()], { onToggle: () => {} })],
    ['the plates', card([set(), set()], { plateSetup: DEFAULT_PLATE_SETUPS.kg })],
    ['warm-ups added', card([set(), set()], { warmUps: [set({ done: false })] })],
    ['another add-set action', card([set(), set()], { onAddSet: () => {} })],
    ['another remove-set action', card([set(), set()], { onRemoveSet: () => {} })],
    ['another details action', card([set(), set()], { onDetails: () => {} })],
    ['a swap made', card([set(), set()], { replaces: 'Bench Press' })],
    ['a swap on its way', card([set(), set()], { swapBusy: true })],
    ['another swap action', card([set(), set()], { onSwap: () => {} })],
  ])('%s is another card', (_change, changed) => {
    expect(sameCard(card([set(), set()]), changed)).toBe(false);
  });

  it('a warm-up ticked is another card; warm-ups rebuilt alike are the same', () => {
    const withWarmUp = (done: boolean) => card([set()], { warmUps: [set({ done })] });
    expect(sameCard(withWarmUp(false), withWarmUp(false))).toBe(true);
    expect(sameCard(withWarmUp(false), withWarmUp(true))).toBe(false);
  });
});
