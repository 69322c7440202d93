import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import {
  currentPushSubscription,
  PUSH_TEXT,
  PushRefused,
  pushSupported,
  turnPushOff,
  turnPushOn,
} from '../../../lib/push';
import { FormAlert } from '../../../lib/ui/form-alert';
import { switchStyles } from '../../../lib/ui/styles';

type State = 'reading' | 'unsupported' | 'on' | 'off';

function messageOf(error: unknown): string {
  if (error instanceof PushRefused) return error.message;
  if (error instanceof ApiError && error.status === 400) return error.message;
  return PUSH_TEXT.failed;
}

/**
 * Push on this device (decision 036): on asks the browser's permission, subscribes through the service
 * worker and gives the subscription to the server; off forgets it on both sides. Read from the browser
 * after hydration: the server cannot know this device.
 */
export function PushDeviceSwitch() {
  const [state, setState] = useState<State>('reading');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const hintId = useId();

  useEffect(() => {
    if (!pushSupported()) {
      setState('unsupported');
      return;
    }
    let live = true;
    currentPushSubscription()
      .then((subscription) => live && setState(subscription ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    setSaid(null);
    setRefused(null);
    try {
      await (on ? turnPushOn() : turnPushOff());
      setState(on ? 'on' : 'off');
      setSaid(on ? PUSH_TEXT.on : PUSH_TEXT.off);
    } catch (error) {
      setRefused(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2 border-b border-border pb-3">
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 font-semibold">
        {PUSH_TEXT.label}
        <input
          type="checkbox"
          role="switch"
          checked={state === 'on'}
          aria-checked={state === 'on'}
          aria-describedby={hintId}
          disabled={busy || state === 'reading' || state === 'unsupported'}
          onChange={(event) => void change(event.target.checked)}
          className={switchStyles}
        />
      </label>
      <p id={hintId} className="text-sm text-muted">
        {state === 'unsupported' ? PUSH_TEXT.unsupported : PUSH_TEXT.hint}
      </p>
      <p role="status" className="text-sm text-muted empty:hidden">
        {said}
      </p>
      <FormAlert message={refused} />
    </div>
  );
}
