import { QUESTIONNAIRE_STEPS } from '@stryd/domain';
import { Check } from 'lucide-react';

/**
 * docs/product.md#questionnaire-steps: where the user is among Basic Info, Workout Type, Preferences and
 * Goals.
 */
export function StepIndicator({ step }: { step: number }) {
  return (
    <nav aria-label="Questionnaire progress">
      <ol className="grid grid-cols-4 gap-2">
        {QUESTIONNAIRE_STEPS.map((title, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li key={title} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
              <span
                className={`block h-1.5 rounded-full ${state === 'todo' ? 'bg-surface-2' : 'bg-accent'}`}
                aria-hidden="true"
              />
              <span
                className={`mt-2 flex items-center gap-1 text-sm font-medium max-sm:mt-0 ${
                  state === 'todo' ? 'text-muted' : 'text-fg'
                }`}
              >
                {state === 'done' ? (
                  <Check
                    aria-hidden="true"
                    className="hidden h-3.5 w-3.5 shrink-0 text-accent-text sm:block"
                  />
                ) : null}
                <span className="sr-only">{`Step ${number}: ${title}${state === 'done' ? ' (done)' : ''}`}</span>
                {/* Phones show the current step's name as the heading below; the bar says where it sits. */}
                <span aria-hidden="true" className="hidden truncate sm:inline">
                  {title}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
