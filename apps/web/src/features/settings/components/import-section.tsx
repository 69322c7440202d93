import { IMPORT_SOURCE_LABELS, IMPORT_SOURCES, type ImportPreview, type ImportSource } from '@stryd/domain';
import { FileUp, LoaderCircle } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { FormAlert } from '../../../lib/ui/form-alert';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import { useWeightUnit } from '../../../lib/weight-unit';
import {
  browserTimeZone,
  type ImportOptions,
  readImportFile,
  useCommitImport,
  usePreviewImport,
} from '../api/import';
import { ImportExerciseMatches } from './import-exercise-matches';
import { ImportHistoryList } from './import-history-list';
import { ImportPreviewTable } from './import-preview-table';
import { IMPORT_TEXT } from './import-text';

export { IMPORT_TEXT } from './import-text';

const fieldStyles = 'min-h-12 w-full rounded-xl border border-border bg-surface-2 px-3 text-fg';

/**
 * The settings page's import section: choose a Strong or Hevy CSV export, see what it would add (the
 * server reads it and changes nothing), then import it in one go; past imports can be undone.
 */
/** Files that say their weights' unit themselves: no unit to ask for. */
const unitNamed = (source: string | undefined) => source === 'hevy' || source === 'stryd';

export function ImportSection() {
  const id = useId();
  const [deviceUnit] = useWeightUnit();
  const [csv, setCsv] = useState<string | null>(null);
  const [format, setFormat] = useState<ImportSource | 'auto'>('auto');
  const [weightUnit, setWeightUnit] = useState(deviceUnit);
  const [skipBadRows, setSkipBadRows] = useState(false);
  // Matches picked by hand in the preview: a file's exercise name → library id, or null for their own.
  const [matches, setMatches] = useState<Record<string, string | null>>({});
  const [fileError, setFileError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const preview = usePreviewImport();
  const commit = useCommitImport();

  const optionsOf = (
    next: Partial<{ format: typeof format; weightUnit: typeof weightUnit; matches: typeof matches }> = {},
  ) => {
    const chosen = next.format ?? format;
    const picked = next.matches ?? matches;
    const timeZone = browserTimeZone();
    const options: ImportOptions = { weightUnit: next.weightUnit ?? weightUnit };
    if (chosen !== 'auto') options.format = chosen;
    if (timeZone) options.timeZone = timeZone;
    if (Object.keys(picked).length > 0) options.matches = picked;
    return options;
  };
  const runPreview = (text: string, options: ImportOptions) => {
    commit.reset();
    setSkipBadRows(false);
    preview.mutate({ csv: text, ...options });
  };

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setDone('');
    setFileError(null);
    setCsv(null);
    setMatches({});
    preview.reset();
    if (!file) return;
    try {
      const text = await readImportFile(file);
      setCsv(text);
      runPreview(text, optionsOf({ matches: {} }));
    } catch (error) {
      setFileError(error instanceof Error ? error.message : IMPORT_TEXT.failed);
    }
  }

  function changeOption(next: Partial<{ format: typeof format; weightUnit: typeof weightUnit }>) {
    if (next.format) setFormat(next.format);
    if (next.weightUnit) setWeightUnit(next.weightUnit);
    if (csv) runPreview(csv, optionsOf(next));
  }

  // The server reads the file again with the pick, so counts and matches stay its own (and it checks the id).
  function pickMatch(name: string, exerciseId: string | null) {
    const next = { ...matches, [name]: exerciseId };
    setMatches(next);
    if (csv) runPreview(csv, optionsOf({ matches: next }));
  }

  function startImport(answer: ImportPreview) {
    if (!csv) return;
    commit.mutate(
      { csv, ...optionsOf(), skipBadRows: answer.badRowCount > 0 && skipBadRows },
      {
        onSuccess: (record) => {
          setDone(IMPORT_TEXT.imported(record));
          setCsv(null);
          preview.reset();
        },
      },
    );
  }

  const answer = preview.data;
  const blockedByBadRows = Boolean(answer && answer.badRowCount > 0 && !skipBadRows);
  const busy = preview.isPending || commit.isPending;
  const status = preview.isPending ? IMPORT_TEXT.reading : commit.isPending ? IMPORT_TEXT.importing : done;
  const error =
    fileError ?? (preview.isError ? preview.error.message : commit.isError ? commit.error.message : null);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-busy={busy}
      className={`${cardStyles} flex flex-col gap-4`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {IMPORT_TEXT.heading}
      </h2>
      <p className="text-muted">{IMPORT_TEXT.explanation}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm font-semibold sm:col-span-2">
          {IMPORT_TEXT.file}
          <input
            type="file"
            accept=".csv,text/csv,.json,application/json"
            disabled={commit.isPending}
            onChange={(event) => void chooseFile(event)}
            className={`${fieldStyles} py-2.5 font-normal`}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {IMPORT_TEXT.format}
          <select
            value={format}
            disabled={busy}
            onChange={(event) => changeOption({ format: event.target.value as typeof format })}
            className={fieldStyles}
          >
            <option value="auto">{IMPORT_TEXT.auto}</option>
            {IMPORT_SOURCES.map((source) => (
              <option key={source} value={source}>
                {IMPORT_SOURCE_LABELS[source]}
              </option>
            ))}
          </select>
        </label>
        {/* Hevy names its unit in its columns and Stryd keeps kg; Strong writes the app's unit unnamed. */}
        {unitNamed(answer?.source) || unitNamed(format) ? null : (
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {IMPORT_TEXT.unit}
            <select
              value={weightUnit}
              disabled={busy}
              onChange={(event) => changeOption({ weightUnit: event.target.value as typeof weightUnit })}
              className={fieldStyles}
            >
              <option value="kg">kg</option>
              <option value="lb">lb</option>
            </select>
          </label>
        )}
      </div>
      {answer ? <ImportPreviewTable preview={answer} /> : null}
      {answer && answer.exercises.length > 0 ? (
        <ImportExerciseMatches exercises={answer.exercises} disabled={busy} onPick={pickMatch} />
      ) : null}
      {answer && answer.badRowCount > 0 ? (
        <label className="flex min-h-12 items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={skipBadRows}
            onChange={(event) => setSkipBadRows(event.target.checked)}
            className="h-5 w-5 accent-[var(--color-accent)]"
          />
          {IMPORT_TEXT.skipBadRows(answer.badRowCount)}
        </label>
      ) : null}
      {answer && answer.newSessions === 0 && answer.sessions > 0 ? (
        <p className="text-sm text-muted">{IMPORT_TEXT.nothingNew}</p>
      ) : null}
      {answer ? (
        <button
          type="button"
          className={`${buttonStyles.primary} min-h-12`}
          disabled={busy || blockedByBadRows || answer.newSessions === 0}
          onClick={() => startImport(answer)}
        >
          {commit.isPending ? (
            <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
          ) : (
            <FileUp aria-hidden="true" className="h-5 w-5" />
          )}
          {commit.isPending ? IMPORT_TEXT.importing : IMPORT_TEXT.importButton(answer.newSessions)}
        </button>
      ) : null}
      <p role="status" className="text-sm text-muted empty:hidden">
        {status}
      </p>
      <FormAlert message={error} />
      <h3 className="text-lg font-semibold">{IMPORT_TEXT.pastHeading}</h3>
      <ImportHistoryList onUndone={setDone} />
    </section>
  );
}
