import { MEAL_PLAN_DAYS, MEAL_SLOTS } from '@stryd/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MealPlanTable } from './meal-plan-table';

const days = Array.from({ length: MEAL_PLAN_DAYS }, (_, i) => ({
  Breakfast: `Breakfast ${i + 1}`,
  Lunch: `Lunch ${i + 1}`,
  Dinner: `Dinner ${i + 1}`,
}));

describe('MealPlanTable', () => {
  it('is a real table: Day, Breakfast, Lunch, Dinner headers, 7 day rows of 3 meals', () => {
    render(<MealPlanTable planName="Green Week" days={days} />);
    const table = screen.getByRole('table', { name: 'Green Week: meals for each day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', ...MEAL_SLOTS]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    rows.forEach((row, i) => {
      expect(within(row).getByRole('rowheader')).toHaveTextContent(`Day ${i + 1}`);
      const cells = within(row).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent)).toEqual([
        `Breakfast ${i + 1}`,
        `Lunch ${i + 1}`,
        `Dinner ${i + 1}`,
      ]);
      // On phones each cell shows its column name (stacked cards).
      expect(cells.map((cell) => cell.dataset.label)).toEqual([...MEAL_SLOTS]);
    });
  });
});
