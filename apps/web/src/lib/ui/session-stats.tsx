import type { SessionSummary, WeightUnit } from '@stryd/domain';
import { formatDuration, formatWeight } from '../training-format';

export interface SessionStat {
  label: string;
  value: string;
}

/** A finished session's duration, sets and volume (in the viewer's unit). */
export function sessionTotals(session: SessionSummary, unit: WeightUnit): SessionStat[] {
  return [
    { label: 'Duration', value: formatDuration(session.durationMs) },
    { label: 'Sets', value: String(session.setCount) },
    { label: 'Volume', value: formatWeight(session.volumeKg, unit) },
  ];
}

/** Figures in tiles, the value big and its label under it (a description list). */
export function SessionStats({ stats }: { stats: readonly SessionStat[] }) {
  return (
    <dl className={`mt-3 grid grid-cols-2 gap-2 ${stats.length === 4 ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
      {stats.map(({ label, value }) => (
        <div key={label} className="flex flex-col-reverse rounded-xl bg-surface-2 px-3 py-2">
          <dt className="text-xs font-medium text-muted">{label}</dt>
          <dd className="font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
