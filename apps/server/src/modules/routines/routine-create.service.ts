import { randomUUID } from 'node:crypto';
import {
  type CreationDuration,
  exerciseById,
  findExercise,
  type Level,
  type RoutineView,
  routineNameKey,
  routineNameVariant,
  tidyGroups,
  todayIso,
  UNKNOWN_EXERCISE_MESSAGE,
} from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { loadPreferences } from '../preferences/preferences.service';
import { assertSelf } from '../users/access';
import { PREMIUM_MESSAGES, requirePremium } from '../users/plan.service';
import { insertRoutine } from './routines.repository';
import type { CreateRoutineBody } from './routines.schemas';
import { requireRoutine, routineViewOf } from './routines.service';

// Saving a new routine, hand-made or generated (routine-edit.service.ts changes one afterwards).

export const routineNameTaken = (name: string) =>
  conflict(`You already have a routine named "${name}".`, 'ROUTINE_NAME_TAKEN');

const QUESTIONNAIRE_TO_CREATION: Record<string, CreationDuration> = {
  '30 mins': '30 mins',
  '45mins': '45 mins',
  '45 mins': '45 mins',
  '1 hr': '60 mins',
  '60 mins': '60 mins',
};

function durationForMinutes(minutes: number): CreationDuration {
  if (minutes <= 37) return '30 mins';
  if (minutes <= 52) return '45 mins';
  return '60 mins';
}

/** The workout's library exercise: the id it names (which must exist), else what its name resolves to. */
export function libraryIdOf(workout: {
  workoutType: string;
  exerciseId?: string | undefined;
}): string | null {
  if (workout.exerciseId === undefined) return findExercise(workout.workoutType)?.id ?? null;
  if (!exerciseById(workout.exerciseId)) throw badRequest(UNKNOWN_EXERCISE_MESSAGE, 'UNKNOWN_EXERCISE');
  return workout.exerciseId;
}

export async function createRoutine(
  db: Kysely<Database>,
  viewer: Viewer,
  pathUserId: string,
  body: CreateRoutineBody,
  now: Date,
): Promise<RoutineView> {
  assertSelf(viewer, pathUserId, 'You can only save routines to your own account.');
  await requirePremium(db, viewer.id, now, PREMIUM_MESSAGES.createRoutine);
  const exerciseIds = body.workouts.map(libraryIdOf);

  let level: Level;
  let duration: CreationDuration;
  let minutes: string;
  let reason: string | null = null;
  let equipments = body.routineEquipments ?? [];
  if (body.routineCreationType === 'generated') {
    // The coach answered from the saved questionnaire; fill what the generated routine leaves out from it.
    const complete = body.level && body.duration && body.routineEquipments;
    const preferences = complete ? null : await loadPreferences(db, viewer.id);
    if (!body.routineEquipments && preferences?.type === 'equipments')
      equipments = preferences.workoutEquipments;
    const chosenLevel = body.level ?? preferences?.level;
    if (!chosenLevel) throw badRequest('Please select your fitness level.');
    level = chosenLevel;
    const fromBody = body.duration ? QUESTIONNAIRE_TO_CREATION[body.duration] : undefined;
    const fromPreferences = preferences ? QUESTIONNAIRE_TO_CREATION[preferences.duration] : undefined;
    duration = fromBody ?? fromPreferences ?? durationForMinutes(body.estimatedTimeMinutes);
    minutes = String(body.estimatedTimeMinutes);
    reason = body.routineReason.trim() || null;
  } else {
    level = body.level;
    duration = body.duration;
    minutes = body.estimatedTimeMinutes ?? duration.replace(/\D+/g, '');
  }

  const groups = tidyGroups(body.workouts.map((w) => w.group));
  const workouts = body.workouts.map((w, position) => ({
    position,
    type: w.workoutType,
    sets: w.workoutSets,
    reps: w.workoutReps,
    deleteable: w.deleteable === false ? 0 : 1,
    exercise_id: exerciseIds[position] ?? null,
    group_key: groups[position] ?? null,
  }));
  // A generated routine is saved under the first free variant of its name, so Proceed never fails on it.
  const attempts = body.routineCreationType === 'generated' ? GENERATED_NAME_ATTEMPTS : 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const name = attempt === 1 ? body.routineName : routineNameVariant(body.routineName, attempt);
    const routine = {
      id: randomUUID(),
      creator_id: viewer.id,
      name,
      name_key: routineNameKey(name),
      description: body.routineDescription ?? '',
      equipments: JSON.stringify(equipments),
      level,
      duration,
      estimated_time_minutes: minutes,
      rest_days: body.restDays ?? null,
      reason,
      creation_type: body.routineCreationType ?? 'created',
      created_date: todayIso(now),
      created_at: now.toISOString(),
    };
    if (await insertRoutine(db, routine, workouts))
      return routineViewOf(db, await requireRoutine(db, viewer.id, name), viewer.id, now);
  }
  throw routineNameTaken(body.routineName);
}

/** How many names a generated routine tries (its own, then ' (2)' up to ' (50)') before giving up. */
const GENERATED_NAME_ATTEMPTS = 50;
