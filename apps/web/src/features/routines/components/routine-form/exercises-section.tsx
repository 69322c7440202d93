import { LIMITS } from '@stryd/domain';
import { Link } from 'react-router';
import { CardSection } from '../../../../lib/ui/card-section';
import { FieldError } from '../../../../lib/ui/field-error';
import { buttonStyles } from '../../../../lib/ui/styles';
import type { RoutineDraft } from '../../use-routine-draft';
import { CountStepper } from '../count-stepper';
import { ExercisePicker } from '../exercise-picker';
import type { FieldId } from './field-id';
import { WorkoutList } from './workout-list';

const COUNTS = [
  { field: 'sets', label: 'Sets', max: LIMITS.workoutSetsMax },
  { field: 'reps', label: 'Reps', max: LIMITS.formRepsMax },
] as const;

/** The workout being added (library pick or own name, sets, reps), then the routine's workouts. */
export function ExercisesSection({ id, draft }: { id: FieldId; draft: RoutineDraft }) {
  const { workouts } = draft;
  const error = draft.errors.workouts;
  return (
    <CardSection
      headingId={id('exercises')}
      title="Exercises"
      intro="Add each workout with its sets and reps."
    >
      <div className="space-y-1.5">
        <label htmlFor={id('workout-type')} className="block text-sm font-semibold">
          Workout type
        </label>
        <ExercisePicker
          id={id('workout-type')}
          inputRef={workouts.typeRef}
          value={workouts.workoutType}
          maxLength={LIMITS.workoutTypeMax}
          describedBy={[id('workout-type-hint'), error ? id('workouts-error') : null]
            .filter(Boolean)
            .join(' ')}
          invalid={Boolean(error)}
          onType={workouts.typeWorkout}
          onPick={workouts.pickExercise}
          onEnter={workouts.addWorkout}
        />
        <p id={id('workout-type-hint')} className="text-xs text-muted">
          Pick a suggestion or type your own exercise.{' '}
          <Link to="/exercises" target="_blank" className="font-semibold text-accent-text underline">
            Browse the exercise library
          </Link>
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        {COUNTS.map(({ field, label, max }) => (
          <CountStepper
            key={field}
            id={id(field)}
            label={label}
            value={workouts[field]}
            max={max}
            onChange={field === 'sets' ? workouts.setSets : workouts.setReps}
          />
        ))}
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={!workouts.addEnabled}
          onClick={workouts.addWorkout}
        >
          Add workout
        </button>
      </div>
      <FieldError id={id('workouts-error')} message={error} />
      <WorkoutList workouts={workouts} />
    </CardSection>
  );
}
