import { useId } from 'react';
import { useSetHistoryPrivacy } from '../api/set-history-privacy';

/** Whether others may see this history; the switch moves at once (optimistic) and goes back on failure. */
export function PrivacySwitch({ historyPublic }: { historyPublic: boolean }) {
  const hintId = useId();
  const save = useSetHistoryPrivacy();
  return (
    <div className="rounded-2xl border border-border bg-surface px-5 py-3">
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 font-semibold">
        Show my history to others
        <input
          type="checkbox"
          role="switch"
          checked={historyPublic}
          aria-checked={historyPublic}
          aria-describedby={hintId}
          onChange={(event) => save.mutate(event.target.checked)}
          className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full border border-border bg-surface-2 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-muted before:transition-transform checked:border-accent checked:bg-accent checked:before:translate-x-5 checked:before:bg-accent-fg motion-reduce:transition-none motion-reduce:before:transition-none"
        />
      </label>
      <p id={hintId} className="text-sm text-muted">
        {historyPublic
          ? 'Signed-in members can see your sessions and streak on your profile.'
          : 'Only you can see your sessions.'}
      </p>
    </div>
  );
}
