import { EMAIL_KIND_LABELS, EMAIL_KINDS, type EmailKind } from '@stryd/domain';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { FormAlert } from '../../../lib/ui/form-alert';
import { Skeleton } from '../../../lib/ui/skeleton';
import { cardStyles, switchStyles } from '../../../lib/ui/styles';
import { useEmailPreferences, useSaveEmailPreference } from '../api/email-preferences';

export const EMAIL_PREFERENCES_TEXT = {
  heading: 'E-mail',
  explanation:
    'Choose which e-mails Stryd sends you. Every e-mail also has an Unsubscribe link that turns its kind off.',
  loading: 'Loading your e-mail settings…',
  loadFailed: 'Could not load your e-mail settings.',
  saving: 'Saving…',
  saveFailed: 'Could not save your e-mail settings. Please try again.',
  saved: (kind: EmailKind, on: boolean) =>
    on
      ? `Saved: you will get ${EMAIL_KIND_LABELS[kind].about}.`
      : `Saved: no more ${EMAIL_KIND_LABELS[kind].about}.`,
} as const;

/** Only the last change speaks: an earlier answer arriving late does not override what the user did last. */
type Feedback = { kind: EmailKind; on: boolean; state: 'saving' | 'saved' | 'failed' } | null;

function feedbackText(feedback: Feedback): string {
  if (!feedback || feedback.state === 'failed') return '';
  return feedback.state === 'saving'
    ? EMAIL_PREFERENCES_TEXT.saving
    : EMAIL_PREFERENCES_TEXT.saved(feedback.kind, feedback.on);
}

/**
 * The settings page's e-mail section: one switch per kind of mail Stryd sends, saved the moment it
 * moves (it moves back, with an error, if saving fails).
 */
export function EmailPreferencesSection() {
  const headingId = useId();
  const hintId = useId();
  const preferences = useEmailPreferences();
  const save = useSaveEmailPreference();
  const [feedback, setFeedback] = useState<Feedback>(null);

  function change(kind: EmailKind, on: boolean) {
    const mine: Feedback = { kind, on, state: 'saving' };
    setFeedback(mine);
    save.mutate({ [kind]: on } as Record<EmailKind, boolean>, {
      onSuccess: () => setFeedback((now) => (now === mine ? { ...mine, state: 'saved' } : now)),
      onError: () => setFeedback((now) => (now === mine ? { ...mine, state: 'failed' } : now)),
    });
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={preferences.isPending}
      className={`${cardStyles} flex flex-col gap-4`}
    >
      <h2 id={headingId} className="text-xl font-bold">
        {EMAIL_PREFERENCES_TEXT.heading}
      </h2>
      <p id={hintId} className="text-muted">
        {EMAIL_PREFERENCES_TEXT.explanation}
      </p>
      {preferences.isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : preferences.isLoadingError ? (
        // A failed refetch (offline, the server away) keeps the switches already shown.
        <ErrorAlert message={EMAIL_PREFERENCES_TEXT.loadFailed} onRetry={() => void preferences.refetch()} />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {EMAIL_KINDS.map((kind) => (
            <li key={kind}>
              <label className="flex min-h-12 cursor-pointer items-center justify-between gap-4 py-1 font-semibold">
                {EMAIL_KIND_LABELS[kind].label}
                <input
                  type="checkbox"
                  role="switch"
                  checked={preferences.data[kind]}
                  aria-checked={preferences.data[kind]}
                  aria-describedby={hintId}
                  onChange={(event) => change(kind, event.target.checked)}
                  className={switchStyles}
                />
              </label>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="text-sm text-muted empty:hidden">
        {preferences.isPending ? EMAIL_PREFERENCES_TEXT.loading : feedbackText(feedback)}
      </p>
      <FormAlert message={feedback?.state === 'failed' ? EMAIL_PREFERENCES_TEXT.saveFailed : null} />
    </section>
  );
}
