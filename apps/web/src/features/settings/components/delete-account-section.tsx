import { PROFILE_MESSAGES } from '@stryd/domain';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { CardSection } from '../../../lib/ui/card-section';
import { FormAlert } from '../../../lib/ui/form-alert';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { buttonStyles } from '../../../lib/ui/styles';
import { TextField } from '../../../lib/ui/text-field';
import { useDeleteAccount } from '../api/delete-account';

/** What deleting takes with it, as the dialog lists it (docs/api.md "Delete your account"). */
export const WHAT_GOES = [
  'Your profile, XP, rank and settings',
  'Routines you created, with everyone’s progress on them',
  'Your place and XP on other people’s routines',
  'Who you follow and who follows you',
  'Your workout sessions, sets and records',
  'Your saved meal plans',
  'E-mails waiting to be sent to you',
  'Your plan: a renewing subscription is cancelled with its provider',
] as const;

const DELETE_FAILED = 'Could not delete your account. Please try again.';
const dangerSolid =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-danger px-5 py-3 font-semibold text-bg transition-colors hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60';
const dangerOutline =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-danger bg-surface px-5 py-3 font-semibold text-danger transition-colors hover:bg-danger-soft';

/**
 * Delete account: a dialog that names everything that goes and asks for the username, typed, before the
 * button works. `onDeleted` signs the browser out and leaves the page.
 */
export function DeleteAccountSection({ username, onDeleted }: { username: string; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteAccount();
  const matches = typed.trim().toLowerCase() === username.toLowerCase();

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setTyped('');
    setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setError(PROFILE_MESSAGES.confirmMismatch);
      return;
    }
    setError(null);
    remove.mutate(typed.trim(), {
      onSuccess: onDeleted,
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : DELETE_FAILED),
    });
  };

  return (
    <CardSection
      headingId="delete-account-heading"
      title="Delete account"
      intro="Deletes your account and everything it holds, for good. Export your data first if you want to keep it."
    >
      <button type="button" className={dangerOutline} onClick={() => setOpen(true)}>
        Delete account…
      </button>
      <ModalDialog
        open={open}
        onClose={close}
        role="alertdialog"
        title="Delete your account?"
        description="This cannot be undone. It deletes:"
        initialFocusRef={keepRef}
      >
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {WHAT_GOES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <FormAlert message={error} />
          <TextField
            className="min-h-11"
            id="delete-confirm"
            label={`Type your username, ${username}, to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              ref={keepRef}
              type="button"
              className={buttonStyles.secondary}
              disabled={remove.isPending}
              onClick={close}
            >
              Keep my account
            </button>
            <button type="submit" className={dangerSolid} disabled={remove.isPending || !matches}>
              {remove.isPending ? 'Deleting…' : 'Delete my account'}
            </button>
          </div>
        </form>
      </ModalDialog>
    </CardSection>
  );
}
