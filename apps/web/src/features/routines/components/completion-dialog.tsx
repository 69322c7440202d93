import { formatTimer } from '@stryd/domain';
import { PartyPopper } from 'lucide-react';
import { useRef } from 'react';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { buttonStyles } from '../../../lib/ui/styles';

export interface CompletionDialogProps {
  open: boolean;
  /** Closes it; the session stays open (more sets can still be changed). */
  onClose: () => void;
  /** Done: the workout is saved to history and the page starts afresh. */
  onDone: () => void;
  routineName: string;
  sessionXP: number;
  elapsedMs: number;
}

/**
 * docs/product.md#completion: shown when progress reaches 100. Done finishes the workout; Escape only closes.
 */
export function CompletionDialog({
  open,
  onClose,
  onDone,
  routineName,
  sessionXP,
  elapsedMs,
}: CompletionDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Routine complete!"
      description={`You ticked off every set of ${routineName}. Great work.`}
      initialFocusRef={closeRef}
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <PartyPopper aria-hidden="true" className="h-8 w-8" />
        </span>
        <dl className="grid w-full grid-cols-2 gap-3">
          <div className="rounded-xl bg-bg p-3">
            <dt className="text-sm text-muted">XP this session</dt>
            <dd className="text-2xl font-bold tabular-nums">+{sessionXP}</dd>
          </div>
          <div className="rounded-xl bg-bg p-3">
            <dt className="text-sm text-muted">Time</dt>
            <dd className="font-mono text-2xl font-bold tabular-nums">{formatTimer(elapsedMs)}</dd>
          </div>
        </dl>
        <button ref={closeRef} type="button" className={`${buttonStyles.primary} w-full`} onClick={onDone}>
          Done
        </button>
      </div>
    </ModalDialog>
  );
}
