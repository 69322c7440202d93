import { fromKg, type LoggedSet, type WeightUnit } from '@stryd/domain';

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
const pad2 = (n: number) => String(n).padStart(2, '0');

/** A weight kept in kg, shown in the viewer's unit: '82.5 kg', '1,240 lb'. */
export function formatWeight(kg: number, unit: WeightUnit): string {
  return `${number(fromKg(kg, unit))} ${unit}`;
}

/** A session's length: 'm:ss min' under an hour, 'h:mm h' from an hour (the unit keeps them apart). */
export function formatDuration(ms: number): string {
  const totalSeconds = Math.max(0, Math.round(ms / 1000));
  if (totalSeconds < 3600) return `${Math.floor(totalSeconds / 60)}:${pad2(totalSeconds % 60)} min`;
  const minutes = Math.floor(totalSeconds / 60);
  return `${Math.floor(minutes / 60)}:${pad2(minutes % 60)} h`;
}

/** A timed set: '45 s' under a minute, else 'm:ss'. */
export function formatSeconds(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)}:${pad2(seconds % 60)}`;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** When a session started, in the viewer's time zone: 'Tue, Nov 24, 2026'. */
export function formatSessionDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

/** What one set recorded: '80 kg × 8', '12 reps', '1,200 m, 5:00'. */
export function formatSet(
  set: Pick<LoggedSet, 'reps' | 'weightKg' | 'seconds' | 'distanceM'>,
  unit: WeightUnit,
) {
  const parts: string[] = [];
  if (set.weightKg !== null && set.weightKg > 0) {
    parts.push(
      set.reps === null
        ? formatWeight(set.weightKg, unit)
        : `${formatWeight(set.weightKg, unit)} × ${set.reps}`,
    );
  } else if (set.reps !== null) {
    parts.push(`${set.reps} ${set.reps === 1 ? 'rep' : 'reps'}`);
  }
  if (set.distanceM !== null) parts.push(`${number(set.distanceM)} m`);
  if (set.seconds !== null) parts.push(formatSeconds(set.seconds));
  return parts.length > 0 ? parts.join(', ') : 'Done';
}
