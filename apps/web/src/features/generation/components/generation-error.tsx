import { CircleAlert, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';

/** True when the server has no questionnaire answers to generate from. */
export function isNoPreferences(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NO_PREFERENCES';
}

/** What to tell the user for a failed generation (the server's own words for the cases it explains). */
export function generationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NO_PREFERENCES') return 'Answer the questionnaire first, then generate your routine.';
    if (error.status === 0 || error.status === 429 || error.code.startsWith('AI_')) return error.message;
    if (error.status >= 500) return 'Your coach could not build a routine just now. Please try again.';
    return error.message;
  }
  return 'Something went wrong while generating your routine. Please try again.';
}

/** A failed generation: what happened, Retry, and for missing answers a way to the questionnaire. */
export function GenerationError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const noPreferences = isNoPreferences(error);
  return (
    <div className={`${cardStyles} flex flex-col items-center gap-4 py-10 text-center`}>
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-danger-soft text-danger">
        <CircleAlert aria-hidden="true" className="h-6 w-6" />
      </span>
      <div role="alert">
        <p className="text-lg font-semibold">We couldn't generate your routine</p>
        <p className="mt-1 text-muted">{generationErrorMessage(error)}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {noPreferences ? (
          <Link to="/interests" className={buttonStyles.primary}>
            Answer the questionnaire
          </Link>
        ) : null}
        <button
          type="button"
          onClick={onRetry}
          className={noPreferences ? buttonStyles.secondary : buttonStyles.primary}
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Retry
        </button>
      </div>
    </div>
  );
}
