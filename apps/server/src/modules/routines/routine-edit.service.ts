import { type RoutineEdit, type RoutineView, routineNameKey, tidyGroups } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { assertSelf } from '../users/access';
import { PREMIUM_MESSAGES, requirePremium } from '../users/plan.service';
import { libraryIdOf, routineNameTaken } from './routine-create.service';
import { saveRoutineEdit } from './routine-edit.repository';
import { listWorkouts, type WorkoutRow } from './routines.repository';
import { requireRoutine, routineViewOf } from './routines.service';

export const STALE_EDIT_MESSAGE =
  'This routine was changed after you opened it. Reload it to see the latest version, then make your changes again.';
export const UNKNOWN_WORKOUT_MESSAGE =
  'That workout is not part of this routine any more. Reload it and try again.';
export const notDeleteableMessage = (name: string) => `"${name}" can't be removed from this routine.`;

/** The workouts as saved: loaded ones keep their deleteable flag; a loaded one left out must be deleteable. */
function editedWorkouts(loaded: WorkoutRow[], edit: RoutineEdit) {
  const kept = new Set<number>();
  // The schema checked the groups; stored as letters in routine order.
  const groups = tidyGroups(edit.workouts.map((w) => w.group));
  const rows = edit.workouts.map((w, position) => {
    const before = w.from === undefined ? undefined : loaded[w.from];
    if (w.from !== undefined && !before) throw badRequest(UNKNOWN_WORKOUT_MESSAGE, 'UNKNOWN_WORKOUT');
    if (w.from !== undefined) kept.add(w.from);
    return {
      position,
      type: w.workoutType,
      sets: w.workoutSets,
      reps: w.workoutReps,
      // The flag is the creator's promise to participants: an edit cannot lift it.
      deleteable: before ? Number(before.deleteable) : w.deleteable === false ? 0 : 1,
      exercise_id: libraryIdOf(w),
      group_key: groups[position] ?? null,
    };
  });
  const removed = loaded.filter((_, index) => !kept.has(index));
  const locked = removed.find((w) => Number(w.deleteable) !== 1);
  if (locked) throw badRequest(notDeleteableMessage(locked.type), 'WORKOUT_NOT_DELETEABLE');
  return rows;
}

/**
 * PATCH /api/stryds/{userID}/{routineName}: the creator saves an edited routine. Participants keep
 * their routine XP; an edit made from an older version is refused (409) rather than overwrite the newer.
 */
export async function editRoutine(
  db: Kysely<Database>,
  viewer: Viewer,
  pathUserId: string,
  name: string,
  edit: RoutineEdit,
  now: Date,
): Promise<RoutineView> {
  assertSelf(viewer, pathUserId, 'Only the creator can edit this routine.');
  await requirePremium(db, viewer.id, now, PREMIUM_MESSAGES.editRoutine);
  const routine = await requireRoutine(db, viewer.id, name);
  if (Number(routine.version) !== edit.version) throw conflict(STALE_EDIT_MESSAGE, 'ROUTINE_CHANGED');
  const workouts = editedWorkouts(await listWorkouts(db, routine.id), edit);
  const newKey = routineNameKey(edit.routineName);
  const outcome = await saveRoutineEdit(
    db,
    routine.id,
    edit.version,
    {
      name: edit.routineName,
      name_key: newKey,
      description: edit.routineDescription ?? '',
      equipments: JSON.stringify(edit.routineEquipments),
      level: edit.level,
      duration: edit.duration,
      estimated_time_minutes: edit.estimatedTimeMinutes ?? edit.duration.replace(/\D+/g, ''),
      rest_days: edit.restDays ?? null,
    },
    workouts,
    newKey === routine.name_key
      ? null
      : { creatorId: viewer.id, oldKey: routine.name_key, newKey, at: now.toISOString() },
  );
  if (!outcome.saved && outcome.reason === 'NAME_TAKEN') throw routineNameTaken(edit.routineName);
  if (!outcome.saved) throw conflict(STALE_EDIT_MESSAGE, 'ROUTINE_CHANGED');
  return routineViewOf(db, await requireRoutine(db, viewer.id, edit.routineName), viewer.id, now);
}
