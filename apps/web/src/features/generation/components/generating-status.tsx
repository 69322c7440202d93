import { UI_TEXT } from '@stryd/domain';
import { cardStyles } from '../../../lib/ui/styles';

/** docs/product.md#generating-a-routine: while waiting the page stays on 'Generating your routine'. */
export function GeneratingStatus() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-live="polite"
      className={`${cardStyles} flex flex-col items-center gap-4 py-12 text-center`}
    >
      <span
        aria-hidden="true"
        className="h-12 w-12 animate-spin rounded-full border-4 border-border border-t-accent motion-reduce:animate-none"
      />
      <p className="text-lg font-semibold">{UI_TEXT.generatingRoutine}</p>
      <p className="text-sm text-muted">Your coach is picking five exercises that fit your answers.</p>
    </div>
  );
}
