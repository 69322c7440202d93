import { NOTE_LIMITS, type SessionDetail } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { FieldError } from '../../../lib/ui/field-error';
import { buttonStyles } from '../../../lib/ui/styles';
import { sessionDetailQuery } from '../api/get-session';

/** A session's note as everyone who may see the session reads it: plain text, its lines kept. */
export function SessionNoteText({ note }: { note: string | null }) {
  if (!note) return null;
  return <p className="whitespace-pre-line break-words rounded-xl bg-surface-2 px-3 py-2">{note}</p>;
}

/**
 * The owner's note on a session (issue 34 item 6): written and changed here, open or finished. The
 * server refuses a note over the limit in words shown under the field; the field itself stops there.
 */
export function SessionNoteEditor({ session }: { session: SessionDetail }) {
  const id = useId();
  const errorId = useId();
  const queryClient = useQueryClient();
  const { queryKey } = sessionDetailQuery(session.id);
  const [text, setText] = useState(session.note ?? '');
  const save = useMutation({
    mutationFn: (note: string) =>
      apiFetch<{ note: string | null }>(`/history/sessions/${encodeURIComponent(session.id)}/note`, {
        method: 'PUT',
        body: { note },
      }),
    onSuccess: ({ note }) => {
      setText(note ?? '');
      queryClient.setQueryData<SessionDetail>(queryKey, (held) => (held ? { ...held, note } : held));
    },
  });
  const changed = text.trim() !== (session.note ?? '');
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(text);
      }}
    >
      <label htmlFor={id} className="font-semibold">
        Session note
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={NOTE_LIMITS.sessionNoteMax}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={save.isError || undefined}
        aria-describedby={save.isError ? errorId : undefined}
        className="block w-full rounded-xl border border-border bg-bg px-3 py-2 text-base text-fg"
      />
      <FieldError id={errorId} message={save.error?.message} />
      <button
        type="submit"
        disabled={!changed || save.isPending}
        className={`${buttonStyles.smallSecondary} min-h-11`}
      >
        Save note
      </button>
    </form>
  );
}
