import { IMPORT_SOURCE_LABELS, type ImportPreview } from '@stryd/domain';
import { IMPORT_TEXT, plural } from './import-text';

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '—';

/** The preview of a file: counts and the rows that are bad (ImportExerciseMatches lists the exercises). */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const matched = preview.exercises.length - preview.unmatched.length;
  const rows: [string, string][] = [
    ['Format', IMPORT_SOURCE_LABELS[preview.source]],
    ['Workouts in the file', preview.sessions.toLocaleString('en-US')],
    ['New workouts', preview.newSessions.toLocaleString('en-US')],
    ['Already in your history (skipped)', preview.duplicateSessions.toLocaleString('en-US')],
    ['Sets to import', preview.sets.toLocaleString('en-US')],
    ['Warm-up sets (kept as warm-ups)', preview.warmupSets.toLocaleString('en-US')],
    ['Exercises matched to the library', `${matched} of ${preview.exercises.length}`],
    ['Dates', `${day(preview.firstDate)} – ${day(preview.lastDate)}`],
  ];
  return (
    <div className="flex flex-col gap-4">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{IMPORT_TEXT.previewHeading}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-t border-border">
              <th scope="row" className="py-2 pr-3 font-normal text-muted">
                {label}
              </th>
              <td className="py-2 text-right font-semibold tabular-nums">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview.badRowCount > 0 ? (
        <div className="max-h-64 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-1 text-left font-semibold">
              {IMPORT_TEXT.badRowsHeading} ({plural(preview.badRowCount, 'row')}
              {preview.badRows.length < preview.badRowCount
                ? `, the first ${preview.badRows.length} shown`
                : ''}
              )
            </caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Line
                </th>
                <th scope="col" className="py-1">
                  Reason
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.badRows.map((row) => (
                <tr key={row.line} className="border-t border-border">
                  <td className="py-1 pr-3 tabular-nums">{row.line}</td>
                  <td className="py-1">{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
