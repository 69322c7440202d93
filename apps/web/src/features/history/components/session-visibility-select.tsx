import { SESSION_VISIBILITIES, type SessionDetail, type SessionVisibility } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { VISIBILITY_ERROR, visibilityLabel } from '../../../lib/session-visibility';
import { toast } from '../../../lib/toast';
import { sessionDetailQuery } from '../api/get-session';

const DEFAULT = 'default';

/** The owner's choice of who sees one session: their default, or one of the three for this one alone. */
export function SessionVisibilitySelect({ session }: { session: SessionDetail }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { queryKey } = sessionDetailQuery(session.id);
  const save = useMutation({
    mutationFn: (visibility: SessionVisibility | null) =>
      apiFetch<{ visibility: SessionVisibility | null }>(
        `/history/sessions/${encodeURIComponent(session.id)}/visibility`,
        { method: 'PUT', body: { visibility } },
      ),
    onError: () => toast.error(VISIBILITY_ERROR),
    onSuccess: ({ visibility }) =>
      queryClient.setQueryData<SessionDetail>(queryKey, (held) => (held ? { ...held, visibility } : held)),
  });
  const shown = save.isPending ? save.variables : session.visibility;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="font-semibold">
        Who sees this session
      </label>
      <select
        id={id}
        value={shown ?? DEFAULT}
        onChange={(event) =>
          save.mutate(event.target.value === DEFAULT ? null : (event.target.value as SessionVisibility))
        }
        className="min-h-11 rounded-xl border border-border bg-bg px-3 text-base text-fg"
      >
        <option value={DEFAULT}>Your default</option>
        {SESSION_VISIBILITIES.map((visibility) => (
          <option key={visibility} value={visibility}>
            {visibilityLabel(visibility)}
          </option>
        ))}
      </select>
    </div>
  );
}
