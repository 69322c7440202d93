const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the week a 'YYYY-MM-DD' day falls in, as 'YYYY-MM-DD'. */
export function weekStartIso(dayIso: string): string {
  const date = new Date(`${dayIso}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Weeks in a row, ending this week or last week, with at least one finished session. This week still
 * counts as running until it ends: a streak is not broken on Monday morning by a week not yet trained.
 */
export function weeklyStreak(trainingDays: Iterable<string>, todayIsoDay: string): number {
  const weeks = new Set<string>();
  for (const day of trainingDays) weeks.add(weekStartIso(day));
  const thisWeek = new Date(`${weekStartIso(todayIsoDay)}T00:00:00Z`).getTime();
  let week = weeks.has(iso(thisWeek)) ? thisWeek : thisWeek - 7 * DAY_MS;
  let streak = 0;
  while (weeks.has(iso(week))) {
    streak += 1;
    week -= 7 * DAY_MS;
  }
  return streak;
}

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
