import { ProgressBar } from '../../../../lib/ui/progress-bar';
import { cardStyles } from '../../../../lib/ui/styles';
import type { FieldId } from './field-id';

/** How much of the routine is filled in, and what the stars mean. */
export function ProgressCard({ id, progress }: { id: FieldId; progress: number }) {
  return (
    <div className={`${cardStyles} space-y-3`}>
      <div className="flex items-baseline justify-between gap-3">
        <p id={id('progress-label')} className="text-sm font-semibold">
          Routine progress
        </p>
        <p className="text-sm tabular-nums text-muted" aria-hidden="true">
          {progress}% complete
        </p>
      </div>
      <ProgressBar value={progress} label="Routine form progress" valueText={`${progress}% complete`} />
      <p className="text-xs text-muted">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
    </div>
  );
}
