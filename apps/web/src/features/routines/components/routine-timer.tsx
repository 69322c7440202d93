import { formatTimer } from '@stryd/domain';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import { type Stopwatch, useStopwatchShown } from '../use-stopwatch';

/**
 * The timer (mm:ss.hh, docs/product.md#workout-timer). The running display is role="timer", which screen
 * readers do not announce on every tick; starting, pausing and resetting are announced once each.
 */
export function RoutineTimer({ stopwatch }: { stopwatch: Stopwatch }) {
  const { elapsedMs, running } = useStopwatchShown(stopwatch);
  const { toggle, reset } = stopwatch;
  const [announcement, setAnnouncement] = useState('');
  const shown = formatTimer(elapsedMs);
  return (
    <section aria-labelledby="timer-heading" className={cardStyles}>
      <h2 id="timer-heading" className="text-lg font-semibold">
        Timer
      </h2>
      <p
        role="timer"
        aria-label="Elapsed time"
        className="mt-2 font-mono text-4xl font-bold tabular-nums tracking-tight"
        data-testid="timer-display"
      >
        {shown}
      </p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          className={buttonStyles.small}
          onClick={() => {
            setAnnouncement(running ? `Timer paused at ${shown}` : 'Timer started');
            toggle();
          }}
        >
          {running ? (
            <Pause aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Play aria-hidden="true" className="h-4 w-4" />
          )}
          {running ? 'Pause' : elapsedMs > 0 ? 'Resume' : 'Start'}
        </button>
        <button
          type="button"
          className={buttonStyles.smallSecondary}
          onClick={() => {
            reset();
            setAnnouncement('Timer reset');
          }}
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Reset
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
