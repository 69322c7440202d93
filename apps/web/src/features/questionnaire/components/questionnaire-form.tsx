import {
  AGE_RANGES,
  EQUIPMENT,
  GENDERS,
  INTERESTS,
  LEVELS,
  LIMITS,
  type Preferences,
  QUESTIONNAIRE_DURATIONS,
  QUESTIONNAIRE_STEPS,
  type QuestionnaireStep,
  STYLES,
  WORKOUT_TYPES,
} from '@stryd/domain';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../lib/ui/form-alert';
import { CheckboxChips, RadioChips } from '../../../lib/ui/option-chips';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import { checkSubmit, type Draft, draftFromPreferences, stepError } from '../questionnaire-draft';
import { StepIndicator } from './step-indicator';

const TYPE_LABELS = { bodyweight: 'Bodyweight', equipments: 'Equipment' } as const;

const STEP_INTROS: Record<QuestionnaireStep, string> = {
  1: 'A little about you, so the coach pitches it right.',
  2: 'How you like to train, and with what.',
  3: 'How long and how hard.',
  4: 'What you are working towards.',
};

const inputClass =
  'block w-full rounded-xl border border-border bg-bg px-3 py-2.5 text-base text-fg placeholder:text-muted';

export interface QuestionnaireFormProps {
  /** Saved answers to start from (null: a fresh questionnaire). */
  initial: Preferences | null;
  /** Generate Routine with answers that passed every check. */
  onSubmit: (preferences: Preferences) => void;
  isSubmitting: boolean;
  /** A failure from saving, shown above the buttons. */
  submitError: string | null;
}

/**
 * The four-step questionnaire (docs/product.md#questionnaire-steps). Next checks the step; Generate Routine
 * checks everything.
 */
export function QuestionnaireForm({ initial, onSubmit, isSubmitting, submitError }: QuestionnaireFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftFromPreferences(initial));
  const [step, setStep] = useState<QuestionnaireStep>(1);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // docs/product.md#questionnaire-steps: the page scrolls to the top on each step change; focus follows to
  // the step's heading.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0, left: 0 });
    headingRef.current?.focus();
  }, [step]);

  const update = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  const back = () => {
    setError(null);
    setStep((current) => (current > 1 ? ((current - 1) as QuestionnaireStep) : current));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < 4) {
      const message = stepError(step, draft);
      setError(message);
      if (!message) setStep((step + 1) as QuestionnaireStep);
      return;
    }
    const result = checkSubmit(draft);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    onSubmit(result.preferences);
  };

  const message = error ?? submitError;
  const title = QUESTIONNAIRE_STEPS[step - 1];

  return (
    <form onSubmit={submit} noValidate className={`${cardStyles} mt-6 space-y-6 sm:p-8`}>
      <StepIndicator step={step} />
      <div>
        <p className="text-sm font-medium text-muted">{`Step ${step} of ${QUESTIONNAIRE_STEPS.length}`}</p>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight focus:outline-none">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{STEP_INTROS[step]}</p>
      </div>

      {step === 1 ? (
        <div className="space-y-6">
          <RadioChips
            name="level"
            legend="Fitness level"
            required
            options={LEVELS}
            value={draft.level}
            onChange={(v) => update('level', v)}
          />
          <RadioChips
            name="ageRange"
            legend="Age range"
            options={AGE_RANGES}
            value={draft.ageRange}
            onChange={(v) => update('ageRange', v)}
          />
          <RadioChips
            name="gender"
            legend="Gender"
            options={GENDERS}
            value={draft.gender}
            onChange={(v) => update('gender', v)}
          />
        </div>
      ) : null}

      {step === 2 ? (
        <div className="space-y-6">
          <RadioChips
            name="type"
            legend="Workout type"
            required
            options={WORKOUT_TYPES}
            labels={TYPE_LABELS}
            value={draft.type}
            onChange={(v) => update('type', v)}
          />
          <CheckboxChips
            name="workoutInterests"
            legend="Workout interests"
            hint="Choose as many as you like."
            required
            options={INTERESTS}
            values={draft.workoutInterests}
            onChange={(v) => update('workoutInterests', v)}
          />
          {draft.type === 'equipments' ? (
            <CheckboxChips
              name="workoutEquipments"
              legend="Available equipment"
              hint="What can you use? The coach only picks exercises you can do."
              required
              options={EQUIPMENT}
              values={draft.workoutEquipments}
              onChange={(v) => update('workoutEquipments', v)}
            />
          ) : null}
        </div>
      ) : null}

      {step === 3 ? (
        <div className="space-y-6">
          <RadioChips
            name="style"
            legend="Workout style"
            required
            options={STYLES}
            value={draft.style}
            onChange={(v) => update('style', v)}
          />
          <RadioChips
            name="duration"
            legend="Workout duration"
            required
            options={QUESTIONNAIRE_DURATIONS}
            value={draft.duration}
            onChange={(v) => update('duration', v)}
          />
        </div>
      ) : null}

      {step === 4 ? (
        <div className="space-y-5">
          <div className="space-y-1.5">
            <label htmlFor="q-goal" className="block text-sm font-semibold text-fg">
              Your goal
              <span aria-hidden="true" className="text-danger">
                {' '}
                *
              </span>
            </label>
            <input
              id="q-goal"
              type="text"
              required
              aria-required="true"
              maxLength={LIMITS.goalMax}
              placeholder="e.g. Build strength for hiking"
              value={draft.goal}
              onChange={(event) => update('goal', event.target.value)}
              className={inputClass}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor="q-additional" className="block text-sm font-semibold text-fg">
              Additional info <span className="font-normal text-muted">(optional)</span>
            </label>
            <textarea
              id="q-additional"
              rows={4}
              maxLength={LIMITS.additionalTextMax}
              placeholder="Injuries, days you can train, anything the coach should know"
              value={draft.additionalText}
              onChange={(event) => update('additionalText', event.target.value)}
              className={inputClass}
            />
          </div>
        </div>
      ) : null}

      <FormAlert message={message} />

      <div className="flex items-center justify-between gap-3">
        {step > 1 ? (
          <button type="button" onClick={back} className={buttonStyles.secondary} disabled={isSubmitting}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back
          </button>
        ) : (
          <span />
        )}
        {step < 4 ? (
          <button type="submit" className={buttonStyles.primary}>
            Next
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </button>
        ) : (
          <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
            <Sparkles aria-hidden="true" className="h-4 w-4" />
            {isSubmitting ? 'Saving…' : 'Generate Routine'}
          </button>
        )}
      </div>
    </form>
  );
}
