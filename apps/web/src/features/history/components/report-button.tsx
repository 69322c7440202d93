import { REPORT_REASON_MAX_LENGTH, reportBodySchema } from '@stryd/domain';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { FormAlert } from '../../../lib/ui/form-alert';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { buttonStyles } from '../../../lib/ui/styles';
import { useReport } from '../api/report';

export const REPORT_TEXT = {
  sessionTitle: 'Report this workout?',
  commentTitle: 'Report this comment?',
  description: 'The people who run this Stryd will look at it. Whoever wrote it is not told who reported it.',
  reasonLabel: 'What is wrong with it? (optional)',
} as const;

export interface ReportButtonProps {
  sessionId: string;
  /** A comment on the session, when that is what is reported. */
  commentId?: string;
  /** Whose it is, for screen readers ("Report Ana's comment"). */
  authorName: string;
  className: string;
}

/** docs/product.md#reports: Report, a dialog with an optional reason, and the server's thanks. */
export function ReportButton({ sessionId, commentId, authorName, className }: ReportButtonProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReport();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { sessionId, commentId: commentId ?? null, reason };
    const checked = reportBodySchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    report.mutate(body, {
      onSuccess: (answer) => {
        setOpen(false);
        setReason('');
        toast.success(answer.message);
      },
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        Report <span className="sr-only">{`${authorName}'s ${commentId ? 'comment' : 'workout'}`}</span>
      </button>
      <ModalDialog
        open={open}
        onClose={() => {
          if (!report.isPending) setOpen(false);
        }}
        title={commentId ? REPORT_TEXT.commentTitle : REPORT_TEXT.sessionTitle}
        description={REPORT_TEXT.description}
      >
        <form onSubmit={submit} className="space-y-3" noValidate>
          <label htmlFor={id} className="block text-sm font-semibold text-fg">
            {REPORT_TEXT.reasonLabel}
          </label>
          <textarea
            id={id}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={REPORT_REASON_MAX_LENGTH + 50}
            aria-invalid={error ? true : undefined}
            className="block w-full rounded-xl border border-border bg-bg px-3 py-2.5 text-base text-fg"
          />
          {error ? <FormAlert message={error} /> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={report.isPending}
              onClick={() => setOpen(false)}
            >
              Cancel
            </button>
            <button type="submit" className={buttonStyles.primary} disabled={report.isPending}>
              {report.isPending ? 'Sending…' : 'Report'}
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
