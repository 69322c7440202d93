import { Repeat, Undo2 } from 'lucide-react';
import { buttonStyles } from '../../../lib/ui/styles';

export interface SwapLineProps {
  /** The exercise the card shows now. */
  exercise: string;
  /** The routine's exercise when this session swapped it; null otherwise. */
  replaces: string | null;
  /** Whether a set of the workout is ticked: a swap, or taking it back, waits until none is. */
  started: boolean;
  busy: boolean;
  onSwap: () => void;
  onUndo: () => void;
}

const target = `${buttonStyles.smallSecondary} min-h-11`;

/** Under a workout's name: what a swap replaced, and the Swap and Undo buttons while no set is ticked. */
export function SwapLine({ exercise, replaces, started, busy, onSwap, onUndo }: SwapLineProps) {
  if (started && !replaces) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      {replaces ? (
        <p className="min-w-0 flex-1 basis-40 text-sm text-muted" data-testid="swap-replaces">
          Replaces <span className="font-semibold text-fg">{replaces}</span> this session
        </p>
      ) : null}
      {started ? null : (
        <div className="flex gap-2">
          <button
            type="button"
            className={target}
            disabled={busy}
            onClick={onSwap}
            aria-label={`Swap ${exercise}`}
          >
            <Repeat aria-hidden="true" className="h-4 w-4" />
            Swap
          </button>
          {replaces ? (
            <button
              type="button"
              className={target}
              disabled={busy}
              onClick={onUndo}
              aria-label={`Undo swap: back to ${replaces}`}
            >
              <Undo2 aria-hidden="true" className="h-4 w-4" />
              Undo swap
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
