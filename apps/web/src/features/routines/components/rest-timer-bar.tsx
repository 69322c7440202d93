import { formatRest, REST_STEP_SECONDS } from '@stryd/domain';
import { SkipForward } from 'lucide-react';
import { buttonStyles } from '../../../lib/ui/styles';
import { useRedrawEvery } from '../../../lib/use-redraw-every';
import { REST_TICK_MS, type RestTimer } from '../use-rest-timer';

// 44 px touch targets for sweaty thumbs between sets.
const stepButton = `${buttonStyles.smallSecondary} min-h-11 min-w-14 tabular-nums`;

/**
 * The running rest, pinned just above the bottom navigation (h-16 plus the safe area, hidden from lg up).
 * The countdown is role="timer" with aria-live off so it is not read out every tick; only the end is
 * announced. The page should leave room (e.g. pb-24) so the bar does not hide its last content.
 */
export function RestTimerBar({ timer }: { timer: RestTimer }) {
  // The countdown draws only this bar again, not the routine page holding the rest.
  useRedrawEvery(timer.running ? REST_TICK_MS : null);
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {timer.ended ? 'Rest over' : ''}
      </p>
      {timer.running ? (
        <section
          aria-label="Rest timer"
          className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-border bg-surface shadow-lg lg:bottom-0 lg:pb-[env(safe-area-inset-bottom)]"
        >
          <div className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-2 lg:max-w-7xl">
            <div
              role="timer"
              aria-live="off"
              aria-label="Rest"
              className="mr-auto flex flex-col leading-tight"
            >
              <span className="text-xs font-medium uppercase tracking-wide text-muted">Rest</span>
              <span className="font-mono text-2xl font-bold tabular-nums text-accent-text sm:text-3xl">
                {formatRest(timer.remainingMs())}
              </span>
            </div>
            <button
              type="button"
              className={stepButton}
              // The name starts with the visible text (WCAG 2.5.3, axe's label-content-name-mismatch).
              aria-label={`−${REST_STEP_SECONDS} s: shorten rest`}
              onClick={() => timer.adjust(-REST_STEP_SECONDS)}
            >
              −{REST_STEP_SECONDS} s
            </button>
            <button
              type="button"
              className={stepButton}
              aria-label={`+${REST_STEP_SECONDS} s: lengthen rest`}
              onClick={() => timer.adjust(REST_STEP_SECONDS)}
            >
              +{REST_STEP_SECONDS} s
            </button>
            <button
              type="button"
              className={`${buttonStyles.small} min-h-11`}
              aria-label="Skip rest"
              onClick={timer.skip}
            >
              <SkipForward aria-hidden="true" className="h-4 w-4" />
              {/* "Skip" alone fits a 320 px phone; the label always says "Skip rest". */}
              Skip<span className="hidden sm:inline"> rest</span>
            </button>
          </div>
        </section>
      ) : null}
    </>
  );
}
