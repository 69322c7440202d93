import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GeneratedRoutineView } from './generated-routine-view';

const workout = (workoutType: string, group?: string) => ({
  workoutType,
  workoutSets: 3,
  workoutReps: '10',
  ...(group ? { group } : {}),
});

describe('GeneratedRoutineView', () => {
  it('labels the coach’s superset A1 and A2, read as “Superset A1”, and leaves the others plain', () => {
    render(
      <GeneratedRoutineView
        routine={{
          routineName: 'Solid Pairs',
          estimatedTimeMinutes: 30,
          routineReason: 'Two sentences. Here.',
          workouts: [
            workout('Bench Press', 'A'),
            workout('Bent Over Row', 'A'),
            workout('Squats'),
            workout('Plank'),
            workout('Crunches'),
          ],
        }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Workouts' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace(/\d+ sets of .*$/, ''))).toEqual([
      '1Superset A1Bench Press3 × ',
      '2Superset A2Bent Over Row3 × ',
      '3Squats3 × ',
      '4Plank3 × ',
      '5Crunches3 × ',
    ]);
  });
});
