import {
  CREATION_DURATIONS,
  type CreationDuration,
  canAddWorkout,
  EQUIPMENT,
  LEVELS,
  type Level,
  LIMITS,
  ROUTINE_FORM_FIELDS,
  type RoutineFormField,
  type RoutineInput,
  routineFormErrors,
  routineFormProgress,
  routinePath,
  TOAST_MESSAGES,
  toWorkout,
  UI_TEXT,
  type Workout,
} from '@stryd/domain';
import { ArrowDown, ArrowUp, Dumbbell, Lock, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import type { CurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { ProgressBar } from '../../../lib/ui/progress-bar';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import { useCreateRoutine } from '../api/create-routine';
import { useEditRoutine } from '../api/edit-routine';
import type { RoutineView } from '../api/routine-types';
import { CountStepper } from './count-stepper';
import { ExercisePicker } from './exercise-picker';

const DEFAULT_SETS = 3;
const SET_OPTIONS = Array.from({ length: LIMITS.workoutSetsMax }, (_, i) => i + LIMITS.workoutSetsMin);
const DEFAULT_REPS = 10;
const REST_DAY_OPTIONS = Array.from(
  { length: LIMITS.restDaysMax - LIMITS.restDaysMin + 1 },
  (_, i) => i + LIMITS.restDaysMin,
);

function Required() {
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-danger">
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger">
      {message}
    </p>
  );
}

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${cardStyles} space-y-4`}>
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}

const chipBase =
  'flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2';
const chipOff = 'border-border bg-bg text-fg hover:bg-surface-2';
const chipOn = 'border-accent bg-accent-soft text-fg';

/** A workout in the form: `from` is its place in the routine being edited (absent for one added now). */
type FormWorkout = Workout & { from?: number };

export const EDIT_SAVED_MESSAGE = 'Routine saved';
export const EDIT_FAILED_MESSAGE = 'Failed to save your changes. Please try again.';

const editableDuration = (duration: string) =>
  (CREATION_DURATIONS as readonly string[]).includes(duration) ? (duration as CreationDuration) : '';

export interface AddRoutineFormProps {
  user: CurrentUser;
  /** The routine to edit (its creator only); without it the form creates a new routine. */
  editing?: RoutineView;
  /** Id of the page heading that names the form. */
  labelledBy?: string;
}

/**
 * SPEC §2/§5: create a routine by hand — details, settings, exercises, progress bar, Cancel, Save Routine.
 * Given a routine, the same form edits it: values filled in, workouts reordered, removed where allowed.
 */
export function AddRoutineForm({ user, editing, labelledBy = 'add-routine-heading' }: AddRoutineFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateRoutine(user.id);
  const edit = useEditRoutine({
    userID: editing?.creatorID ?? user.id,
    routineName: editing?.routineName ?? '',
  });
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;

  const [routineName, setRoutineName] = useState(editing?.routineName ?? '');
  const [routineDescription, setRoutineDescription] = useState(editing?.routineDescription ?? '');
  // The domain's answer: null while open, [] for an explicit "Bodyweight only", else the ticked items.
  const [equipments, setEquipments] = useState<string[] | null>(editing ? editing.routineEquipments : null);
  const bodyweight = equipments?.length === 0;
  const [level, setLevel] = useState<Level | ''>((editing?.level as Level | undefined) ?? '');
  const [duration, setDuration] = useState<CreationDuration | ''>(editableDuration(editing?.duration ?? ''));
  const [restDays, setRestDays] = useState(editing?.restDays == null ? '' : String(editing.restDays));
  const [workouts, setWorkouts] = useState<FormWorkout[]>(
    () =>
      editing?.workouts.map(({ exerciseId, ...w }, from) => ({
        ...w,
        ...(exerciseId ? { exerciseId } : {}),
        from,
      })) ?? [],
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [workoutType, setWorkoutType] = useState('');
  // The library exercise picked for the workout being added; typing makes it a custom name again.
  const [exerciseId, setExerciseId] = useState<string | null>(null);
  const [sets, setSets] = useState(DEFAULT_SETS);
  const [reps, setReps] = useState(DEFAULT_REPS);
  const [submitted, setSubmitted] = useState(false);
  const [nameTaken, setNameTaken] = useState<string | null>(null);

  const nameRef = useRef<HTMLInputElement>(null);
  const bodyweightRef = useRef<HTMLInputElement>(null);
  const levelRef = useRef<HTMLInputElement>(null);
  const durationRef = useRef<HTMLInputElement>(null);
  const typeRef = useRef<HTMLInputElement>(null);

  const draft = { routineName, routineDescription, routineEquipments: equipments, level, duration, workouts };
  const errors: Partial<Record<RoutineFormField, string>> = submitted ? routineFormErrors(draft) : {};
  const nameError = errors.routineName ?? nameTaken ?? undefined;
  const progress = routineFormProgress(draft);
  const workoutDraft = { type: workoutType, sets, reps };
  const addEnabled = canAddWorkout(workoutDraft) && workouts.length < LIMITS.workoutsMax;
  const saving = create.isPending || edit.isPending;

  const toggleEquipment = (item: string, on: boolean) => {
    setEquipments((current) => {
      const next = EQUIPMENT.filter((e) => (e === item ? on : current?.includes(e)));
      // Taking off the last item reopens the question; only "Bodyweight only" means no equipment.
      return next.length > 0 ? next : null;
    });
  };

  const chooseBodyweight = (on: boolean) => setEquipments(on ? [] : null);

  const addWorkout = () => {
    if (!addEnabled) return;
    const workout = toWorkout(workoutDraft);
    setWorkouts((current) => [...current, exerciseId ? { ...workout, exerciseId } : workout]);
    setWorkoutType('');
    setExerciseId(null);
    typeRef.current?.focus();
  };

  const removeWorkout = (index: number) => {
    setWorkouts((current) => current.filter((_, i) => i !== index));
    typeRef.current?.focus();
  };

  const updateWorkout = (index: number, change: Partial<Workout>) =>
    setWorkouts((current) => current.map((w, i) => (i === index ? { ...w, ...change } : w)));

  const moveWorkout = (index: number, by: -1 | 1) =>
    setWorkouts((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });

  /** A workout the routine had may be removed only where its creator allowed it (SPEC §3 deleteable). */
  const locked = (workout: FormWorkout) => workout.from !== undefined && workout.deleteable === false;

  const cancel = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/choice');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const found = routineFormErrors(draft);
    const firstInvalid = ROUTINE_FORM_FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      const refs = {
        routineName: nameRef,
        routineEquipments: bodyweightRef,
        level: levelRef,
        duration: durationRef,
        workouts: typeRef,
      };
      refs[firstInvalid].current?.focus();
      return;
    }
    const body: RoutineInput = {
      routineName: routineName.trim(),
      routineEquipments: (equipments ?? []) as RoutineInput['routineEquipments'],
      level: level as Level,
      duration: duration as CreationDuration,
      workouts: workouts.map(({ from: _from, ...workout }) => workout),
      ...(routineDescription.trim() ? { routineDescription: routineDescription.trim() } : {}),
      ...(restDays !== '' ? { restDays: Number(restDays) } : {}),
    };
    setFormError(null);
    try {
      const routine = editing
        ? await edit.mutateAsync({
            ...body,
            restDays: restDays === '' ? null : Number(restDays),
            version: editing.version,
            workouts: workouts.map(({ from, ...workout }) =>
              from === undefined ? workout : { ...workout, from },
            ),
          })
        : await create.mutateAsync(body);
      if (editing) toast.success(EDIT_SAVED_MESSAGE);
      navigate(routinePath(routine.creatorID, routine.routineName), { replace: Boolean(editing) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ROUTINE_NAME_TAKEN') {
        setNameTaken(error.message);
        nameRef.current?.focus();
        return;
      }
      // A refusal that says what to do (an edit from an old version, a workout that must stay) stays on screen.
      if (editing && error instanceof ApiError && error.status < 500) {
        setFormError(error.message);
        return;
      }
      toast.error(editing ? EDIT_FAILED_MESSAGE : TOAST_MESSAGES.createRoutineError);
    }
  };

  const nameDescribedBy = [nameError ? id('name-error') : null, id('name-hint')].filter(Boolean).join(' ');

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby={labelledBy}>
      <div className={`${cardStyles} space-y-3`}>
        <div className="flex items-baseline justify-between gap-3">
          <p id={id('progress-label')} className="text-sm font-semibold">
            Routine progress
          </p>
          <p className="text-sm tabular-nums text-muted" aria-hidden="true">
            {progress}% complete
          </p>
        </div>
        <ProgressBar value={progress} label="Routine form progress" valueText={`${progress}% complete`} />
        <p className="text-xs text-muted">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
      </div>

      <Section id={id('details')} title="Details" intro="Name your routine and say what it is for.">
        <div className="space-y-1.5">
          <label htmlFor={id('name')} className="block text-sm font-semibold">
            Routine name
            <Required />
          </label>
          <input
            ref={nameRef}
            id={id('name')}
            name="routineName"
            type="text"
            autoComplete="off"
            required
            maxLength={LIMITS.routineNameMax}
            value={routineName}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameDescribedBy}
            onChange={(event) => {
              setRoutineName(event.target.value);
              setNameTaken(null);
            }}
            className={`block w-full rounded-xl border bg-bg px-3 py-2.5 text-base text-fg placeholder:text-muted ${
              nameError ? 'border-danger' : 'border-border'
            }`}
            placeholder="e.g. Morning Power"
          />
          <p id={id('name-hint')} className="text-xs text-muted">
            Up to {LIMITS.routineNameMax} characters. It becomes part of the routine's link.
          </p>
          <FieldError id={id('name-error')} message={nameError} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={id('description')} className="block text-sm font-semibold">
            Description <span className="font-normal text-muted">(optional)</span>
          </label>
          <textarea
            id={id('description')}
            name="routineDescription"
            rows={3}
            maxLength={LIMITS.routineDescriptionMax}
            value={routineDescription}
            onChange={(event) => setRoutineDescription(event.target.value)}
            className="block w-full rounded-xl border border-border bg-bg px-3 py-2.5 text-base text-fg placeholder:text-muted"
            placeholder="What is this routine for?"
          />
        </div>
      </Section>

      <Section id={id('settings')} title="Settings" intro="Equipment, level, duration and rest days.">
        <fieldset
          className="space-y-2"
          aria-describedby={[id('equipment-status'), errors.routineEquipments ? id('equipment-error') : null]
            .filter(Boolean)
            .join(' ')}
        >
          <legend className="text-sm font-semibold">
            Equipment
            <Required />
          </legend>
          <label className={`${chipBase} ${bodyweight ? chipOn : chipOff}`}>
            <input
              ref={bodyweightRef}
              type="checkbox"
              className="h-4 w-4 accent-[var(--accent)]"
              checked={bodyweight}
              onChange={(event) => chooseBodyweight(event.target.checked)}
            />
            Bodyweight only (no equipment)
          </label>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {EQUIPMENT.map((item) => {
              const on = equipments?.includes(item) ?? false;
              return (
                <label key={item} className={`${chipBase} ${on ? chipOn : chipOff}`}>
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-[var(--accent)]"
                    checked={on}
                    onChange={(event) => toggleEquipment(item, event.target.checked)}
                  />
                  {item}
                </label>
              );
            })}
          </div>
          <p id={id('equipment-status')} className="text-sm text-muted">
            {equipments === null
              ? 'Choose the equipment this routine needs, or Bodyweight only.'
              : equipments.length === 0
                ? 'Bodyweight only: no equipment needed.'
                : `${equipments.length} selected: ${equipments.join(', ')}.`}
          </p>
          <FieldError id={id('equipment-error')} message={errors.routineEquipments} />
        </fieldset>

        <fieldset className="space-y-2" aria-describedby={errors.level ? id('level-error') : undefined}>
          <legend className="text-sm font-semibold">
            Level
            <Required />
          </legend>
          <div className="grid grid-cols-3 gap-2">
            {LEVELS.map((option, index) => (
              <label
                key={option}
                className={`${chipBase} justify-center ${level === option ? chipOn : chipOff}`}
              >
                <input
                  ref={index === 0 ? levelRef : undefined}
                  type="radio"
                  name="level"
                  value={option}
                  required
                  className="sr-only"
                  checked={level === option}
                  onChange={() => setLevel(option)}
                />
                {option}
              </label>
            ))}
          </div>
          <FieldError id={id('level-error')} message={errors.level} />
        </fieldset>

        <fieldset className="space-y-2" aria-describedby={errors.duration ? id('duration-error') : undefined}>
          <legend className="text-sm font-semibold">
            Duration
            <Required />
          </legend>
          <div className="grid grid-cols-3 gap-2">
            {CREATION_DURATIONS.map((option, index) => (
              <label
                key={option}
                className={`${chipBase} justify-center ${duration === option ? chipOn : chipOff}`}
              >
                <input
                  ref={index === 0 ? durationRef : undefined}
                  type="radio"
                  name="duration"
                  value={option}
                  required
                  className="sr-only"
                  checked={duration === option}
                  onChange={() => setDuration(option)}
                />
                {option}
              </label>
            ))}
          </div>
          <FieldError id={id('duration-error')} message={errors.duration} />
        </fieldset>

        <div className="space-y-1.5">
          <label htmlFor={id('rest-days')} className="block text-sm font-semibold">
            Rest days per week <span className="font-normal text-muted">(optional)</span>
          </label>
          <select
            id={id('rest-days')}
            name="restDays"
            value={restDays}
            onChange={(event) => setRestDays(event.target.value)}
            className="block w-full rounded-xl border border-border bg-bg px-3 py-2.5 text-base text-fg sm:w-60"
          >
            <option value="">Not set</option>
            {REST_DAY_OPTIONS.map((n) => (
              <option key={n} value={String(n)}>
                {n === 1 ? '1 rest day' : `${n} rest days`}
              </option>
            ))}
          </select>
        </div>
      </Section>

      <Section id={id('exercises')} title="Exercises" intro="Add each workout with its sets and reps.">
        <div className="space-y-1.5">
          <label htmlFor={id('workout-type')} className="block text-sm font-semibold">
            Workout type
          </label>
          <ExercisePicker
            id={id('workout-type')}
            inputRef={typeRef}
            value={workoutType}
            maxLength={LIMITS.workoutTypeMax}
            describedBy={[id('workout-type-hint'), errors.workouts ? id('workouts-error') : null]
              .filter(Boolean)
              .join(' ')}
            invalid={Boolean(errors.workouts)}
            onType={(text) => {
              setWorkoutType(text);
              setExerciseId(null);
            }}
            onPick={(exercise) => {
              setWorkoutType(exercise.name);
              setExerciseId(exercise.id);
            }}
            onEnter={addWorkout}
          />
          <p id={id('workout-type-hint')} className="text-xs text-muted">
            Pick a suggestion or type your own exercise.{' '}
            <Link to="/exercises" target="_blank" className="font-semibold text-accent-text underline">
              Browse the exercise library
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <CountStepper
            id={id('sets')}
            label="Sets"
            value={sets}
            max={LIMITS.workoutSetsMax}
            onChange={setSets}
          />
          <CountStepper
            id={id('reps')}
            label="Reps"
            value={reps}
            max={LIMITS.formRepsMax}
            onChange={setReps}
          />
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={!addEnabled}
            onClick={addWorkout}
          >
            Add workout
          </button>
        </div>
        <FieldError id={id('workouts-error')} message={errors.workouts} />
        {workouts.length > 0 ? (
          <ul className="space-y-2" aria-label="Workouts in this routine">
            {workouts.map((workout, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the same exercise may be listed twice
                key={`${workout.workoutType}-${index}`}
                className="flex items-center gap-3 rounded-xl border border-border bg-bg px-3 py-2.5"
              >
                <Dumbbell aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-text" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{workout.workoutType}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-muted">
                    <select
                      aria-label={`Sets of ${workout.workoutType}`}
                      value={workout.workoutSets}
                      onChange={(event) => updateWorkout(index, { workoutSets: Number(event.target.value) })}
                      className="min-h-10 rounded-lg border border-border bg-surface px-2 text-fg"
                    >
                      {SET_OPTIONS.map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                    <span aria-hidden="true">sets ×</span>
                    <input
                      type="text"
                      aria-label={`Reps of ${workout.workoutType}`}
                      value={workout.workoutReps}
                      maxLength={LIMITS.workoutRepsMax}
                      onChange={(event) => {
                        // Reps are never blank: the field keeps its last value until new text replaces it.
                        if (event.target.value.trim() !== '')
                          updateWorkout(index, { workoutReps: event.target.value });
                      }}
                      className="min-h-10 w-20 rounded-lg border border-border bg-surface px-2 text-fg"
                    />
                    <span aria-hidden="true">reps</span>
                  </span>
                </span>
                {workouts.length > 1 ? (
                  <>
                    <button
                      type="button"
                      className={buttonStyles.icon}
                      aria-label={`Move ${workout.workoutType} up`}
                      disabled={index === 0}
                      onClick={() => moveWorkout(index, -1)}
                    >
                      <ArrowUp aria-hidden="true" className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      className={buttonStyles.icon}
                      aria-label={`Move ${workout.workoutType} down`}
                      disabled={index === workouts.length - 1}
                      onClick={() => moveWorkout(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </>
                ) : null}
                {locked(workout) ? (
                  <span className="inline-flex items-center gap-1 px-2 text-xs text-muted">
                    <Lock aria-hidden="true" className="h-3.5 w-3.5" />
                    Stays
                    <span className="sr-only">
                      {' '}
                      ({workout.workoutType} can't be removed from this routine)
                    </span>
                  </span>
                ) : (
                  <button
                    type="button"
                    className={buttonStyles.icon}
                    aria-label={`Remove ${workout.workoutType}`}
                    onClick={() => removeWorkout(index)}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No workouts yet.</p>
        )}
      </Section>

      {formError ? <ErrorAlert message={formError} /> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={cancel}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? (editing ? 'Saving...' : UI_TEXT.creating) : editing ? 'Save changes' : 'Save Routine'}
        </button>
      </div>
    </form>
  );
}
