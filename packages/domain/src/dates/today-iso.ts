/**
 * A calendar date as 'YYYY-MM-DD' (createdDate, daily XP). Pure: the caller passes the instant, and the
 * time zone that defines "today" (UTC unless told; the 'en-CA' locale formats dates as YYYY-MM-DD).
 */
export function todayIso(date: Date, timeZone = 'UTC'): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  // The common case without Intl (it runs on every routine page and tick): ISO strings are UTC.
  if (timeZone === 'UTC') return date.toISOString().slice(0, 10);
  return formatterFor(timeZone).format(date);
}

// Building an Intl.DateTimeFormat costs ~0.1 ms; one per time zone is kept (bounded: a few hundred zones).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (formatters.size < 1000) formatters.set(timeZone, formatter);
  }
  return formatter;
}
