import { MEAL_SLOTS, type MealDay } from '@stryd/domain';

export interface MealPlanTableProps {
  planName: string;
  days: readonly MealDay[];
  /** Heading level context: the caption carries the plan name so the table is self-describing. */
  caption?: string;
}

/**
 * A week of meals as a real table (Day × Breakfast / Lunch / Dinner). On phones each day becomes a
 * stacked card: the cells turn into blocks and show their column name from data-label.
 */
export function MealPlanTable({ planName, days, caption }: MealPlanTableProps) {
  return (
    <table className="w-full border-collapse text-left text-sm max-sm:block">
      <caption className="sr-only">{caption ?? `${planName}: meals for each day`}</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-3 font-semibold text-muted">
            Day
          </th>
          {MEAL_SLOTS.map((slot) => (
            <th key={slot} scope="col" className="py-2 pr-3 font-semibold text-muted">
              {slot}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:block max-sm:space-y-3">
        {days.map((day, index) => (
          <tr
            // Days have no id; their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a plan's days never reorder
            key={index}
            className="border-b border-border align-top last:border-b-0 max-sm:block max-sm:rounded-xl max-sm:border max-sm:bg-surface-2 max-sm:p-3 max-sm:last:border-b"
          >
            <th
              scope="row"
              className="py-2 pr-3 font-semibold whitespace-nowrap text-fg max-sm:block max-sm:py-0"
            >
              Day {index + 1}
            </th>
            {MEAL_SLOTS.map((slot) => (
              <td
                key={slot}
                data-label={slot}
                className="py-2 pr-3 text-fg max-sm:block max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)]"
              >
                {day[slot]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
