import {
  CREATION_DURATIONS,
  type CreationDuration,
  canAddWorkout,
  type Level,
  LIMITS,
  ROUTINE_FORM_FIELDS,
  type RoutineFormField,
  type RoutineInput,
  routineFormErrors,
  routineFormProgress,
  routinePath,
  TOAST_MESSAGES,
  tidyGroups,
  toggleLinkWithNext,
  toWorkout,
  type Workout,
} from '@stryd/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import type { CurrentUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useTypedBeforeStart } from '../../lib/use-typed-before-start';
import { useCreateRoutine } from './api/create-routine';
import { useEditRoutine } from './api/edit-routine';
import type { RoutineView } from './api/routine-types';

const DEFAULT_SETS = 3;
const DEFAULT_REPS = 10;

/** A workout in the form: `from` is its place in the routine being edited (absent for one added now). */
export type FormWorkout = Workout & { from?: number };

export const EDIT_SAVED_MESSAGE = 'Routine saved';
export const EDIT_FAILED_MESSAGE = 'Failed to save your changes. Please try again.';

const editableDuration = (duration: string) =>
  (CREATION_DURATIONS as readonly string[]).includes(duration) ? (duration as CreationDuration) : '';

const formWorkouts = (editing: RoutineView | undefined): FormWorkout[] =>
  editing?.workouts.map(({ exerciseId, ...w }, from) => ({
    ...w,
    ...(exerciseId ? { exerciseId } : {}),
    from,
  })) ?? [];

/**
 * The list with its superset/circuit keys from `regroup` (docs/product.md#supersets-and-circuits): after a
 * move or a removal the keys are tidied, so a group left with one workout is no group.
 */
function withGroups(list: FormWorkout[], regroup: (groups: (string | null)[]) => (string | null)[]) {
  const groups = regroup(list.map((w) => w.group ?? null));
  return list.map((w, i) => ({ ...w, group: groups[i] ?? null }));
}

/** The workouts section's own state: the workout being added and the list it goes into. */
function useWorkoutsDraft(editing: RoutineView | undefined) {
  const [workouts, setWorkouts] = useState<FormWorkout[]>(() => formWorkouts(editing));
  const [workoutType, setWorkoutType] = useState('');
  // The library exercise picked for the workout being added; typing makes it a custom name again.
  const [exerciseId, setExerciseId] = useState<string | null>(null);
  const [sets, setSets] = useState(DEFAULT_SETS);
  const [reps, setReps] = useState(DEFAULT_REPS);
  const typeRef = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(typeRef, workoutType, setWorkoutType);

  const workoutDraft = { type: workoutType, sets, reps };
  const addEnabled = canAddWorkout(workoutDraft) && workouts.length < LIMITS.workoutsMax;

  return {
    workouts,
    workoutType,
    sets,
    reps,
    typeRef,
    addEnabled,
    setSets,
    setReps,
    typeWorkout: (text: string) => {
      setWorkoutType(text);
      setExerciseId(null);
    },
    pickExercise: (exercise: { id: string; name: string }) => {
      setWorkoutType(exercise.name);
      setExerciseId(exercise.id);
    },
    addWorkout: () => {
      if (!addEnabled) return;
      const workout = toWorkout(workoutDraft);
      setWorkouts((current) => [...current, exerciseId ? { ...workout, exerciseId } : workout]);
      setWorkoutType('');
      setExerciseId(null);
      typeRef.current?.focus();
    },
    removeWorkout: (index: number) => {
      setWorkouts((current) =>
        withGroups(
          current.filter((_, i) => i !== index),
          tidyGroups,
        ),
      );
      typeRef.current?.focus();
    },
    updateWorkout: (index: number, change: Partial<Workout>) =>
      setWorkouts((current) => current.map((w, i) => (i === index ? { ...w, ...change } : w))),
    moveWorkout: (index: number, by: -1 | 1) =>
      setWorkouts((current) => {
        const next = [...current];
        const [moved] = next.splice(index, 1);
        if (moved) next.splice(index + by, 0, moved);
        return withGroups(next, tidyGroups);
      }),
    /** "Superset with next": joins this workout and the next, or splits them when they are together. */
    toggleLink: (index: number) =>
      setWorkouts((current) => withGroups(current, (groups) => toggleLinkWithNext(groups, index))),
  };
}

export type WorkoutsDraft = ReturnType<typeof useWorkoutsDraft>;

/**
 * The add/edit routine form's state: the answers, the validation messages once Save was pressed, the
 * progress, and the submit that creates (or, given `editing`, saves) the routine and opens it.
 */
export function useRoutineDraft(user: CurrentUser, editing: RoutineView | undefined) {
  const navigate = useNavigate();
  const create = useCreateRoutine(user.id);
  const edit = useEditRoutine({
    userID: editing?.creatorID ?? user.id,
    routineName: editing?.routineName ?? '',
  });

  const [routineName, setRoutineName] = useState(editing?.routineName ?? '');
  const [routineDescription, setRoutineDescription] = useState(editing?.routineDescription ?? '');
  // The domain's answer: null while open, [] for an explicit "Bodyweight only", else the ticked items.
  const [equipments, setEquipments] = useState<string[] | null>(editing ? editing.routineEquipments : null);
  const [level, setLevel] = useState<Level | ''>((editing?.level as Level | undefined) ?? '');
  const [duration, setDuration] = useState<CreationDuration | ''>(editableDuration(editing?.duration ?? ''));
  const [restDays, setRestDays] = useState(editing?.restDays == null ? '' : String(editing.restDays));
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [nameTaken, setNameTaken] = useState<string | null>(null);
  const workouts = useWorkoutsDraft(editing);

  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  // Text typed into the drawn form before the app ran is the form's own once it runs.
  useTypedBeforeStart(nameRef, routineName, setRoutineName);
  useTypedBeforeStart(descriptionRef, routineDescription, setRoutineDescription);
  const bodyweightRef = useRef<HTMLInputElement>(null);
  const levelRef = useRef<HTMLInputElement>(null);
  const durationRef = useRef<HTMLInputElement>(null);

  const list = workouts.workouts;
  const draft = {
    routineName,
    routineDescription,
    routineEquipments: equipments,
    level,
    duration,
    workouts: list,
  };
  const errors: Partial<Record<RoutineFormField, string>> = submitted ? routineFormErrors(draft) : {};
  const saving = create.isPending || edit.isPending;

  const save = async () => {
    const body: RoutineInput = {
      routineName: routineName.trim(),
      routineEquipments: (equipments ?? []) as RoutineInput['routineEquipments'],
      level: level as Level,
      duration: duration as CreationDuration,
      workouts: list.map(({ from: _from, ...workout }) => workout),
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
            workouts: list.map(({ from, ...workout }) =>
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const found = routineFormErrors(draft);
    const firstInvalid = ROUTINE_FORM_FIELDS.find((f) => found[f]);
    if (!firstInvalid) return save();
    const refs = {
      routineName: nameRef,
      routineEquipments: bodyweightRef,
      level: levelRef,
      duration: durationRef,
      workouts: workouts.typeRef,
    };
    refs[firstInvalid].current?.focus();
  };

  return {
    editing: Boolean(editing),
    routineName,
    routineDescription,
    equipments,
    level,
    duration,
    restDays,
    workouts,
    errors,
    nameError: errors.routineName ?? nameTaken ?? undefined,
    formError,
    progress: routineFormProgress(draft),
    saving,
    refs: { nameRef, descriptionRef, bodyweightRef, levelRef, durationRef },
    renameRoutine: (name: string) => {
      setRoutineName(name);
      setNameTaken(null);
    },
    setRoutineDescription,
    /** Answers a pick-one question; the value is one of that question's options. */
    choose: (field: 'level' | 'duration', value: string) =>
      field === 'level' ? setLevel(value as Level) : setDuration(value as CreationDuration),
    setRestDays,
    /** Ticks or unticks one item; taking off the last reopens the question (only "Bodyweight only" means none). */
    setEquipmentItems: (items: string[]) => setEquipments(items.length > 0 ? items : null),
    chooseBodyweight: (on: boolean) => setEquipments(on ? [] : null),
    onSubmit,
  };
}

export type RoutineDraft = ReturnType<typeof useRoutineDraft>;
