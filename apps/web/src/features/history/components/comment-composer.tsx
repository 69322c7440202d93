import { COMMENT_MAX_LENGTH, commentEditSchema } from '@stryd/domain';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles } from '../../../lib/ui/styles';

export interface CommentComposerProps {
  label: string;
  submitLabel: string;
  busyLabel: string;
  initial?: string;
  /** Resolves once the server has the comment; a rejection's message is shown under the field. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A comment's text field with its count and button: refused text is said under the field in the server's
 * own words (the domain's rule, checked here first); the text stays until the server has it.
 */
export function CommentComposer({
  label,
  submitLabel,
  busyLabel,
  initial = '',
  onSubmit,
  onCancel,
  autoFocus,
}: CommentComposerProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = commentEditSchema.safeParse({ body: text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(checked.data.body);
      setText('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2" noValidate>
      <label htmlFor={id} className="block text-sm font-semibold text-fg">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={2}
        maxLength={COMMENT_MAX_LENGTH + 50}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        // biome-ignore lint/a11y/noAutofocus: a reply or an edit opens its own field on purpose.
        autoFocus={autoFocus}
        className={`block w-full rounded-xl border bg-bg px-3 py-2.5 text-base text-fg ${error ? 'border-danger' : 'border-border'}`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} className="text-xs tabular-nums text-muted">
          {`${text.trim().length}/${COMMENT_MAX_LENGTH}`}
        </p>
        <div className="flex gap-2">
          {onCancel ? (
            <button type="button" onClick={onCancel} className={`${buttonStyles.smallSecondary} min-h-11`}>
              Cancel
            </button>
          ) : null}
          <button type="submit" disabled={busy} className={`${buttonStyles.small} min-h-11`}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
