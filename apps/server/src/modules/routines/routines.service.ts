import {
  customMeasure,
  dailyXpCap,
  exerciseById,
  LEADERBOARD_OTHERS,
  loadedWith,
  loadedWithNamed,
  type RoutineSummary,
  type RoutineView,
  routineNameKey,
  todayIso,
} from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { hidingBlocked } from '../blocks/blocks.service';
import { assertSelf } from '../users/access';
import { isPremium, PREMIUM_MESSAGES, premiumRequired } from '../users/plan.service';
import {
  byLeaderboardOrder,
  findViewerRow,
  listParticipants,
  type ParticipantRow,
} from './participants.repository';
import type { RoutineCache, SharedRoutine } from './routine-cache';
import {
  deleteRoutine as deleteRoutineRow,
  findPerson,
  findRoutine,
  findRoutineWithCreator,
  listJoinedRoutines,
  listRoutinesByCreator,
  listWorkouts,
  type PersonRow,
  type RoutineRow,
  type RoutineSummaryRow,
  type WorkoutRow,
} from './routines.repository';

// A routine as it is shown: its summary, its page for one viewer, its daily XP cap; reading and deleting
// it. Creating is in routine-create.service.ts, joining and leaving in participants.service.ts.

/**
 * How many leaderboard rows a routine page gets: enough for the People board's "you, then the top 4
 * others" even when you are among the top (the viewer's own row is added when further down). The whole
 * list is paged by getLeaderboard.
 */
export const ROUTINE_PAGE_LEADERS = LEADERBOARD_OTHERS + 1;

export const ROUTINE_NOT_FOUND = 'Routine not found.';

function summaryOf(row: RoutineRow & { workout_count?: number }): Omit<RoutineSummary, 'workoutCount'> {
  return {
    routineName: row.name,
    routineDescription: row.description,
    routineEquipments: JSON.parse(row.equipments) as string[],
    level: row.level,
    estimatedTimeMinutes: row.estimated_time_minutes,
    duration: row.duration,
    restDays: row.rest_days === null ? null : Number(row.rest_days),
    createdDate: row.created_date,
    routineCreationType: row.creation_type,
    ...(row.reason ? { routineReason: row.reason } : {}),
    creatorID: row.creator_id,
    participantCount: Number(row.participant_count),
  };
}

export function routineSummary(row: RoutineSummaryRow): RoutineSummary {
  return { ...summaryOf(row), workoutCount: Number(row.workout_count) };
}

export const participantView = (p: ParticipantRow) => ({
  id: p.userId,
  userID: p.userId,
  username: p.username,
  profileImageLink: p.image ?? '',
  userRoutineXP: p.routineXp,
});

/** The daily XP cap of a routine from its workouts (10 × Σ sets). */
export const capOf = (workouts: WorkoutRow[]) =>
  dailyXpCap(workouts.map((w) => ({ workoutSets: Number(w.sets) })));

/** The parts of a routine page that are the same for every viewer. */
async function loadShared(
  db: Kysely<Database>,
  routine: RoutineRow,
  knownCreator?: PersonRow,
): Promise<SharedRoutine> {
  const [workouts, creator, leaders] = await Promise.all([
    listWorkouts(db, routine.id),
    knownCreator ?? findPerson(db, routine.creator_id),
    listParticipants(db, routine.id, ROUTINE_PAGE_LEADERS),
  ]);
  return { routine, creator, workouts, leaders };
}

/** The routine page for one viewer: the shared parts plus the viewer's own row and today's XP. */
async function viewFor(
  db: Kysely<Database>,
  shared: SharedRoutine,
  viewerId: string,
  now: Date,
): Promise<RoutineView> {
  const { routine, creator, workouts, leaders } = shared;
  const [viewerRow, shownLeaders] = await Promise.all([
    findViewerRow(db, routine.id, viewerId, todayIso(now)),
    hidingBlocked(db, viewerId, leaders),
  ]);
  const own = viewerRow.participant;
  const others = own ? shownLeaders.filter((p) => p.userId !== own.userId) : shownLeaders;
  // The viewer's row is read now, so it wins over an older copy among the leaders; the order stays XP.
  const participants = own ? [...others, own].sort(byLeaderboardOrder) : shownLeaders;
  return {
    ...summaryOf(routine),
    version: Number(routine.version),
    workouts: workouts.map((w) => ({
      workoutType: w.type,
      workoutSets: Number(w.sets),
      workoutReps: w.reps,
      deleteable: Number(w.deleteable) === 1,
      exerciseId: w.exercise_id,
      ...measureOf(w),
      group: w.group_key ?? null,
    })),
    creator: {
      userID: routine.creator_id,
      username: creator?.username ?? '',
      profileImageLink: creator?.image ?? '',
    },
    participants: participants.map(participantView),
    viewer: {
      isCreator: routine.creator_id === viewerId,
      isParticipant: Boolean(own),
      todayXP: viewerRow.todayXp,
      dailyCap: capOf(workouts),
    },
  };
}

/** A routine as its page shows it to this viewer, read fresh (after a change the viewer made). */
export async function routineViewOf(
  db: Kysely<Database>,
  routine: RoutineRow,
  viewerId: string,
  now: Date,
): Promise<RoutineView> {
  return viewFor(db, await loadShared(db, routine), viewerId, now);
}

/** The routine or 404. */
export async function requireRoutine(
  db: Kysely<Database>,
  creatorId: string,
  name: string,
): Promise<RoutineRow> {
  const routine = await findRoutine(db, creatorId, routineNameKey(name));
  if (!routine) throw notFound(ROUTINE_NOT_FOUND, 'ROUTINE_NOT_FOUND');
  return routine;
}

/**
 * How a workout's sets are measured, rested and loaded: from its library exercise, else from its reps text
 * and the equipment its name mentions.
 */
function measureOf(workout: WorkoutRow) {
  const exercise = workout.exercise_id ? exerciseById(workout.exercise_id) : undefined;
  const { measure, category } = exercise ?? {
    measure: customMeasure(workout.reps),
    category: 'custom' as const,
  };
  const loaded = exercise ? loadedWith(exercise.equipment, measure) : loadedWithNamed(workout.type, measure);
  return { measure, category, ...(loaded ? { loadedWith: loaded } : {}) };
}

/** The daily XP cap of a routine (10 × Σ sets). */
export async function routineDailyCap(db: Kysely<Database>, routineId: string): Promise<number> {
  return capOf(await listWorkouts(db, routineId));
}

export async function listUserRoutines(db: Kysely<Database>, userId: string): Promise<RoutineSummary[]> {
  if (!(await findPerson(db, userId))) throw notFound('User not found.', 'USER_NOT_FOUND');
  return (await listRoutinesByCreator(db, userId)).map(routineSummary);
}

/** A profile's routines: the ones the user created, as summaries, and the ones they joined. */
export async function profileRoutines(db: Kysely<Database>, userId: string) {
  const [created, joined] = await Promise.all([
    listRoutinesByCreator(db, userId),
    listJoinedRoutines(db, userId),
  ]);
  return { created: created.map(routineSummary), joined };
}

/** What every viewer of a routine page sees, by its name or an old one; through the cache. */
function sharedRoutine(db: Kysely<Database>, cache: RoutineCache, creatorId: string, name: string) {
  const nameKey = routineNameKey(name);
  return cache.shared(creatorId, nameKey, async () => {
    const found = await findRoutineWithCreator(db, creatorId, nameKey);
    return found ? loadShared(db, found.routine, found.creator) : null;
  });
}

/** Whether a routine page's address leads to a routine (for its 404); the page's own read then hits the cache. */
export async function routineExists(
  db: Kysely<Database>,
  cache: RoutineCache,
  creatorId: string,
  name: string,
): Promise<boolean> {
  return (await sharedRoutine(db, cache, creatorId, name)) !== null;
}

export async function getRoutine(
  db: Kysely<Database>,
  cache: RoutineCache,
  viewer: Viewer,
  creatorId: string,
  name: string,
  now: Date,
): Promise<RoutineView> {
  // Both lookups at once; the premium answer still decides first, so a free user learns nothing (402).
  const [premium, shared] = await Promise.all([
    isPremium(db, viewer.id, now),
    sharedRoutine(db, cache, creatorId, name),
  ]);
  if (!premium) throw premiumRequired(PREMIUM_MESSAGES.viewRoutine);
  if (!shared) throw notFound(ROUTINE_NOT_FOUND, 'ROUTINE_NOT_FOUND');
  return viewFor(db, shared, viewer.id, now);
}

export async function deleteRoutine(
  db: Kysely<Database>,
  viewer: Viewer,
  pathUserId: string,
  name: string,
  now: Date,
): Promise<void> {
  assertSelf(viewer, pathUserId, 'Only the creator can delete this routine.');
  const routine = await requireRoutine(db, viewer.id, name);
  await deleteRoutineRow(db, routine.id, todayIso(now));
}
