/**
 * Strong and Hevy write dates in the phone's local time without a zone. The client says which IANA zone
 * that was (the browser's own by default), and the wall time is turned into the UTC instant the rest of
 * the log keeps, daylight saving included.
 */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's clock is ahead of UTC at an instant, in ms (Intl: some microseconds a call). */
function exactOffsetAt(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const local = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return local - Math.floor(ms / 1000) * 1000;
}

const DAY_MS = 86_400_000;
/** Per zone and UTC day: the offset when it is the same at the day's start and end, else null. */
const dayOffsets = new Map<string, number | null>();
const DAYS_KEPT = 100_000;

/**
 * The offset at an instant, asked of Intl twice per zone and day rather than twice per row: a file of
 * 92,000 workouts took seconds of the event loop in formatToParts alone (issue 30 item 7). A day whose
 * offset is the same at both ends has no change in between (zones change at most twice a year).
 */
function offsetAt(ms: number, timeZone: string): number {
  const day = Math.floor(ms / DAY_MS);
  const key = `${timeZone}\u0000${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const first = exactOffsetAt(day * DAY_MS, timeZone);
    offset = first === exactOffsetAt((day + 1) * DAY_MS - 1000, timeZone) ? first : null;
    if (dayOffsets.size >= DAYS_KEPT) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset ?? exactOffsetAt(ms, timeZone);
}

/** The instant a wall time in a zone names, as ISO text; null for a date that does not exist (Feb 30). */
export function wallTimeToIso(wall: WallTime, timeZone: string): string | null {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const check = new Date(asUtc);
  if (
    Number.isNaN(asUtc) ||
    wall.year < 1970 ||
    check.getUTCMonth() !== wall.month - 1 ||
    check.getUTCDate() !== wall.day ||
    wall.hour > 23 ||
    wall.minute > 59 ||
    wall.second > 59
  )
    return null;
  if (timeZone === 'UTC') return check.toISOString();
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(guess, timeZone)).toISOString();
}
