import { LIMITS } from '@stryd/domain';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles } from '../../../lib/ui/styles';

export const EMPTY_PROMPT_MESSAGE = 'Tell the coach what you would like to eat.';

export interface MealPromptFormProps {
  pending: boolean;
  onGenerate: (prompt: string) => void;
}

/** The meal prompt (at most 500 characters, with a counter) and the Generate button. */
export function MealPromptForm({ pending, onGenerate }: MealPromptFormProps) {
  const id = useId();
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const max = LIMITS.mealPromptMax;
  const counterId = `${id}-counter`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = prompt.trim();
    if (!text) {
      setError(EMPTY_PROMPT_MESSAGE);
      return;
    }
    setError(null);
    onGenerate(text);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-prompt`} className="block text-sm font-semibold text-fg">
          What would you like to eat this week?
        </label>
        <p id={hintId} className="text-xs text-muted">
          Diet, goals, foods you love or avoid, e.g. “vegetarian high protein, no mushrooms”.
        </p>
        <textarea
          id={`${id}-prompt`}
          name="prompt"
          rows={3}
          maxLength={max}
          value={prompt}
          onChange={(event) => {
            setPrompt(event.target.value.slice(0, max));
            if (error && event.target.value.trim()) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, counterId, error ? errorId : null].filter(Boolean).join(' ')}
          className={`block w-full resize-y rounded-xl border bg-bg px-3 py-2.5 text-base text-fg placeholder:text-muted ${
            error ? 'border-danger' : 'border-border'
          }`}
        />
        <div className="flex items-start justify-between gap-3">
          {error ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-danger">
              {error}
            </p>
          ) : (
            <span />
          )}
          <p id={counterId} className="shrink-0 text-xs text-muted tabular-nums">
            {prompt.length} / {max}
            <span className="sr-only"> characters</span>
          </p>
        </div>
      </div>
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={pending}>
        <Sparkles aria-hidden="true" className="h-4 w-4" />
        {pending ? 'Generating…' : 'Generate'}
      </button>
    </form>
  );
}
