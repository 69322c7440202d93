import { Download, LoaderCircle } from 'lucide-react';
import { type MouseEvent, useId, useState } from 'react';
import { FormAlert } from '../../../lib/ui/form-alert';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import { EXPORT_PATHS, type ExportFormat, fetchExport, saveFile } from '../api/download-export';

export const EXPORT_TEXT = {
  heading: 'Export your data',
  explanation:
    'Your data is yours. Download everything Stryd keeps about you — profile, questionnaire answers, the routines you made and joined, every session with its sets, records, meal plans and follows — as one JSON file, or your set log as a CSV file in the layout of Strong’s export, which spreadsheets and other training apps can read.',
  json: 'Download everything (JSON)',
  csv: 'Download set log (CSV)',
  failed: 'The export failed. Please try again.',
} as const;

type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; format: ExportFormat; bytes: number }
  | { kind: 'done'; filename: string }
  | { kind: 'error'; message: string };

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function statusText(status: Status): string {
  if (status.kind === 'busy')
    return status.bytes > 0
      ? `Preparing your export… ${sizeText(status.bytes)} received`
      : 'Preparing your export…';
  if (status.kind === 'done') return `Saved ${status.filename} to your downloads.`;
  return '';
}

/**
 * The settings page's export section. The buttons are real download links (they work without this
 * script); a click fetches the file instead, so the page can show progress and a clear error.
 */
export function ExportSection() {
  const headingId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const busy = status.kind === 'busy';

  async function download(format: ExportFormat, event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setStatus({ kind: 'busy', format, bytes: 0 });
    try {
      const file = await fetchExport(format, (bytes) => setStatus({ kind: 'busy', format, bytes }));
      saveFile(file.blob, file.filename);
      setStatus({ kind: 'done', filename: file.filename });
    } catch (error) {
      setStatus({ kind: 'error', message: error instanceof Error ? error.message : EXPORT_TEXT.failed });
    }
  }

  const link = (format: ExportFormat) => {
    const working = busy && status.format === format;
    const Icon = working ? LoaderCircle : Download;
    return (
      <a
        href={EXPORT_PATHS[format]}
        download
        onClick={(event) => void download(format, event)}
        aria-disabled={busy || undefined}
        className={`${format === 'json' ? buttonStyles.primary : buttonStyles.secondary} min-h-12 ${busy ? 'pointer-events-none opacity-60' : ''}`}
      >
        <Icon
          aria-hidden="true"
          className={`h-5 w-5 ${working ? 'animate-spin motion-reduce:animate-none' : ''}`}
        />
        {EXPORT_TEXT[format]}
      </a>
    );
  };

  return (
    <section aria-labelledby={headingId} aria-busy={busy} className={`${cardStyles} flex flex-col gap-4`}>
      <h2 id={headingId} className="text-xl font-bold">
        {EXPORT_TEXT.heading}
      </h2>
      <p className="text-muted">{EXPORT_TEXT.explanation}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {link('json')}
        {link('csv')}
      </div>
      <p role="status" className="text-sm text-muted empty:hidden">
        {statusText(status)}
      </p>
      <FormAlert message={status.kind === 'error' ? status.message : null} />
    </section>
  );
}
