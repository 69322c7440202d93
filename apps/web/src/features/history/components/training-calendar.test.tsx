import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrainingCalendar } from './training-calendar';

describe('TrainingCalendar', () => {
  it('draws 26 weeks × 7 days up to today, each square labelled with its day and sessions', () => {
    const { container } = render(
      <TrainingCalendar
        today="2026-11-25"
        days={[
          { day: '2026-11-24', sessions: 2 },
          { day: '2026-06-01', sessions: 1 },
        ]}
      />,
    );
    const grid = screen.getByRole('img');
    expect(grid.children).toHaveLength(182);
    const squares = container.querySelectorAll('[data-day]');
    // Monday 2026-06-01 starts the first column; after Wednesday 25 November (today) come 4 blank days.
    expect(squares[0]).toHaveAttribute('title', '2026-06-01: 1 session');
    expect(squares).toHaveLength(182 - 4);
    expect(container.querySelector('[data-day="2026-11-24"]')).toHaveAttribute(
      'title',
      '2026-11-24: 2 sessions',
    );
    expect(container.querySelector('[data-day="2026-11-23"]')).toHaveAttribute(
      'title',
      '2026-11-23: no sessions',
    );
    expect(screen.getByText('Training days, last 26 weeks')).toBeInTheDocument();
  });
});
