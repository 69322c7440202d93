import { Flame } from 'lucide-react';

// Short, so the row it sits in (badge and History link) stays one line on a 320 px phone: the row's
// placeholder is one line high, and a longer text that wrapped would push the page down when it arrived.
export const NO_STREAK_TEXT = 'No streak yet';

export function streakText(streakWeeks: number): string {
  return streakWeeks > 0 ? `${streakWeeks}-week streak` : NO_STREAK_TEXT;
}

/** Weeks in a row with a finished session (profile, home, history). */
export function StreakBadge({ streakWeeks }: { streakWeeks: number }) {
  const active = streakWeeks > 0;
  return (
    <p
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold ${
        active ? 'border-accent bg-accent-soft text-fg' : 'border-border bg-surface-2 text-muted'
      }`}
    >
      <Flame aria-hidden="true" className={`h-5 w-5 shrink-0 ${active ? 'text-accent-text' : ''}`} />
      <span>{streakText(streakWeeks)}</span>
    </p>
  );
}
