import { E1RM_FORMULA, type ExerciseProgress, RECORD_LABELS, type WeightUnit } from '@stryd/domain';
import { formatSeconds, formatWeight } from '../../../lib/training-format';

type Records = ExerciseProgress['records'];

/** The records worth showing, in a fixed order; those never set (null) are left out. */
function recordRows(records: Records, unit: WeightUnit) {
  const kg = (value: number | null) => (value === null ? null : formatWeight(value, unit));
  return [
    { label: RECORD_LABELS.weight, value: kg(records.weightKg) },
    { label: RECORD_LABELS.e1rm, value: records.e1rm === null ? null : `${kg(records.e1rm)}*` },
    { label: RECORD_LABELS.setVolume, value: kg(records.setVolumeKg) },
    { label: RECORD_LABELS.sessionVolume, value: kg(records.sessionVolumeKg) },
    { label: RECORD_LABELS.time, value: records.seconds === null ? null : formatSeconds(records.seconds) },
    { label: RECORD_LABELS.reps, value: records.reps === null ? null : `${records.reps} reps` },
  ].filter((row): row is { label: string; value: string } => row.value !== null);
}

/** Personal records for one exercise, with how the estimated 1RM is worked out. */
export function ProgressRecords({ records, unit }: { records: Records; unit: WeightUnit }) {
  const rows = recordRows(records, unit);
  if (rows.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold">Records</h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse rounded-xl bg-surface-2 px-3 py-2">
            <dt className="text-xs font-medium text-muted">{label}</dt>
            <dd className="text-lg font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {records.e1rm !== null ? (
        <p className="mt-2 text-xs text-muted">* Estimated 1RM by {E1RM_FORMULA}.</p>
      ) : null}
    </div>
  );
}
