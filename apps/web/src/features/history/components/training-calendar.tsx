import { weekStartIso } from '@stryd/domain';

const WEEKS = 26;
const DAY_MS = 24 * 60 * 60 * 1000;
const LEVELS = ['bg-surface-2', 'bg-accent/40', 'bg-accent/70', 'bg-accent'] as const;

export interface TrainingCalendarProps {
  days: ReadonlyArray<{ day: string; sessions: number }>;
  /** 'YYYY-MM-DD' (UTC, like the server's days): the caller reads the clock. */
  today: string;
}

const sessionsText = (n: number) => (n === 1 ? '1 session' : `${n === 0 ? 'no' : n} sessions`);
export const dayLabel = (day: string, sessions: number) => `${day}: ${sessionsText(sessions)}`;

/** 26 columns (weeks, Monday first) × 7 rows of days, ending with this week. */
function calendarDays(today: string): string[] {
  const start = Date.parse(`${weekStartIso(today)}T00:00:00Z`) - (WEEKS - 1) * 7 * DAY_MS;
  return Array.from({ length: WEEKS * 7 }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

/**
 * A heat map of training days. Screen readers get one summary and a list of the days trained, not 182
 * squares; pointer users get each square's label as a tooltip.
 */
export function TrainingCalendar({ days, today }: TrainingCalendarProps) {
  const byDay = new Map(days.map((d) => [d.day, d.sessions]));
  const trained = days.filter((d) => d.sessions > 0);
  const total = trained.reduce((sum, d) => sum + d.sessions, 0);
  const summary = `Training calendar: ${sessionsText(total)} on ${trained.length} ${
    trained.length === 1 ? 'day' : 'days'
  } in the last ${WEEKS} weeks`;
  return (
    <figure className="space-y-2">
      <figcaption className="font-semibold">Training days, last {WEEKS} weeks</figcaption>
      <div
        role="img"
        aria-label={summary}
        className="grid grid-flow-col grid-rows-7 auto-cols-fr gap-[3px] rounded-xl bg-surface p-1"
      >
        {calendarDays(today).map((day) => {
          const sessions = byDay.get(day) ?? 0;
          return day > today ? (
            <span key={day} className="aspect-square" />
          ) : (
            <span
              key={day}
              title={dayLabel(day, sessions)}
              data-day={day}
              className={`aspect-square rounded-[2px] ${LEVELS[Math.min(sessions, 3)]}`}
            />
          );
        })}
      </div>
      <p aria-hidden="true" className="flex items-center justify-end gap-1 text-xs text-muted">
        Less
        {LEVELS.map((level) => (
          <span key={level} className={`h-3 w-3 rounded-[2px] ${level}`} />
        ))}
        More
      </p>
      <ul aria-label="Training days" className="sr-only">
        {trained.map((d) => (
          <li key={d.day}>{dayLabel(d.day, d.sessions)}</li>
        ))}
      </ul>
    </figure>
  );
}
