import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RoutineWorkout } from './api/routine-types';
import { SwapLine } from './components/swap-line';
import { routineView } from './routine-fixtures.test-helper';
import { withSwaps } from './session-swaps';

const workouts = routineView().workouts as RoutineWorkout[];

describe('withSwaps: the workouts as the session does them', () => {
  it('shows the exercise swapped in, keeping sets, reps and group, and leaves the others as they are', () => {
    const swapped = withSwaps(workouts, [
      {
        workoutIndex: 0,
        exerciseId: 'dumbbell-bench-press',
        exerciseName: 'Dumbbell Bench Press',
        category: 'strength',
      },
    ]);
    const [first, ...rest] = swapped;
    expect(first).toMatchObject({
      workoutType: 'Dumbbell Bench Press',
      exerciseId: 'dumbbell-bench-press',
      workoutSets: workouts[0]?.workoutSets,
      workoutReps: workouts[0]?.workoutReps,
      group: workouts[0]?.group,
    });
    // Loaded as the exercise swapped in: no barbell left over from the routine's.
    expect(first).not.toHaveProperty('loadedWith');
    expect(rest).toEqual(workouts.slice(1));
    rest.forEach((workout, i) => {
      expect(workout).toBe(workouts[i + 1]);
    });
  });

  it('gives back the routine list itself when nothing is swapped', () => {
    expect(withSwaps(workouts, [])).toBe(workouts);
    expect(withSwaps(workouts, undefined)).toBe(workouts);
  });
});

describe('SwapLine', () => {
  it('offers Swap, and once swapped says what it replaces with Undo swap, until a set is ticked', async () => {
    const onSwap = vi.fn();
    const onUndo = vi.fn();
    const props = { exercise: 'Dumbbell Bench Press', busy: false, onSwap, onUndo };
    const { rerender, container } = render(<SwapLine {...props} replaces={null} started={false} />);
    expect(screen.queryByText(/Replaces/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Swap Dumbbell Bench Press' }));
    expect(onSwap).toHaveBeenCalled();

    rerender(<SwapLine {...props} replaces="Bench Press" started={false} />);
    expect(screen.getByTestId('swap-replaces')).toHaveTextContent('Replaces Bench Press this session');
    await userEvent.click(screen.getByRole('button', { name: 'Undo swap: back to Bench Press' }));
    expect(onUndo).toHaveBeenCalled();

    rerender(<SwapLine {...props} replaces="Bench Press" started />);
    expect(within(container).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByTestId('swap-replaces')).toBeInTheDocument();
    rerender(<SwapLine {...props} replaces={null} started />);
    expect(container).toBeEmptyDOMElement();
  });
});
