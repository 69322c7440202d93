import { type ReactNode, useRef } from 'react';
import { ModalDialog } from './modal-dialog';
import { buttonStyles } from './styles';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The safe way out; it has the focus when the dialog opens. */
  keepLabel: string;
  /** The action, with its in-progress wording while `busy`. */
  confirmLabel: ReactNode;
  /** While true, neither button works and Escape does not close. */
  busy: boolean;
  /** Styles for the action button (default: the primary button). */
  confirmClassName?: string;
  onKeep: () => void;
  onConfirm: () => void;
}

/** An alert dialog that asks before something that cannot be taken back, focused on the safe choice. */
export function ConfirmDialog({
  open,
  title,
  description,
  keepLabel,
  confirmLabel,
  busy,
  confirmClassName = buttonStyles.primary,
  onKeep,
  onConfirm,
}: ConfirmDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={open}
      onClose={() => {
        if (!busy) onKeep();
      }}
      role="alertdialog"
      title={title}
      description={description}
      initialFocusRef={keepRef}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          ref={keepRef}
          type="button"
          className={buttonStyles.secondary}
          disabled={busy}
          onClick={onKeep}
        >
          {keepLabel}
        </button>
        <button type="button" className={confirmClassName} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
