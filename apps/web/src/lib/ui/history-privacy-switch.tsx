import { useId } from 'react';
import { useSetHistoryPrivacy } from '../history-privacy';
import { switchStyles } from './styles';

/**
 * "Show my history to others" (on /history and in settings). It moves at once while the change is on
 * its way, keeps the saved answer, and goes back to `historyPublic` if saving fails.
 */
export function HistoryPrivacySwitch({ historyPublic }: { historyPublic: boolean }) {
  const hintId = useId();
  const save = useSetHistoryPrivacy();
  const shown = save.isPending ? save.variables : save.isSuccess ? save.data.historyPublic : historyPublic;
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 font-semibold">
        Show my history to others
        <input
          type="checkbox"
          role="switch"
          checked={shown}
          aria-checked={shown}
          aria-describedby={hintId}
          onChange={(event) => save.mutate(event.target.checked)}
          className={switchStyles}
        />
      </label>
      <p id={hintId} className="text-sm text-muted">
        {shown
          ? 'Signed-in members can see your sessions and streak on your profile.'
          : 'Only you can see your sessions.'}
      </p>
    </div>
  );
}
