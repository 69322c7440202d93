import { randomUUID } from 'node:crypto';
import {
  type CreationDuration,
  customMeasure,
  dailyXpCap,
  exerciseById,
  findExercise,
  LEADERBOARD_OTHERS,
  type LeaderboardPage,
  type Level,
  type RoutineSummary,
  type RoutineView,
  routineNameKey,
  routineNameVariant,
  routinePath,
  todayIso,
  UNKNOWN_EXERCISE_MESSAGE,
} from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { joinMail } from '../email/email.templates';
import { findAccount } from '../me/me.repository';
import { loadPreferences } from '../preferences/preferences.service';
import { assertSelf } from '../users/access';
import { isPremium, PREMIUM_MESSAGES, premiumRequired, requirePremium } from '../users/plan.service';
import type { RoutineCache, SharedRoutine } from './routine-cache';
import {
  byLeaderboardOrder,
  deleteRoutine as deleteRoutineRow,
  findParticipant,
  findPerson,
  findRoutine,
  findRoutineWithCreator,
  findViewerRow,
  insertRoutine,
  joinRoutine as joinRoutineRows,
  leaveRoutine as leaveRoutineRows,
  listParticipants,
  listRoutinesByCreator,
  listWorkouts,
  type ParticipantRow,
  type PersonRow,
  type RoutineRow,
  type RoutineSummaryRow,
  type WorkoutRow,
} from './routines.repository';
import type { CreateRoutineBody, LeaderboardQuery } from './routines.schemas';

/**
 * How many leaderboard rows a routine page gets: enough for the People board's "you, then the top 4
 * others" even when you are among the top (the viewer's own row is added when further down). The whole
 * list is paged by getLeaderboard.
 */
export const ROUTINE_PAGE_LEADERS = LEADERBOARD_OTHERS + 1;

export const CREATOR_CANNOT_JOIN = 'You created this routine, so you are already in it.';
export const CREATOR_CANNOT_LEAVE = 'You created this routine, so you cannot leave it. Delete it instead.';
export const ROUTINE_NOT_FOUND = 'Routine not found.';

export const routineNameTaken = (name: string) =>
  conflict(`You already have a routine named "${name}".`, 'ROUTINE_NAME_TAKEN');

/** Where links in e-mails point (the public site when configured, else this server). */
export interface Links {
  siteUrl: string;
}

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

const participantView = (p: ParticipantRow) => ({
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
async function viewFor(db: Kysely<Database>, shared: SharedRoutine, viewerId: string): Promise<RoutineView> {
  const { routine, creator, workouts, leaders } = shared;
  const viewerRow = await findViewerRow(db, routine.id, viewerId, todayIso(new Date()));
  const own = viewerRow.participant;
  const others = own ? leaders.filter((p) => p.userId !== own.userId) : leaders;
  // The viewer's row is read now, so it wins over an older copy among the leaders; the order stays XP.
  const participants = own ? [...others, own].sort(byLeaderboardOrder) : leaders;
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

/** The routine or 404. */
/** A routine as its page shows it to this viewer, read fresh (after a change the viewer made). */
export async function routineViewOf(
  db: Kysely<Database>,
  routine: RoutineRow,
  viewerId: string,
): Promise<RoutineView> {
  return viewFor(db, await loadShared(db, routine), viewerId);
}

export async function requireRoutine(
  db: Kysely<Database>,
  creatorId: string,
  name: string,
): Promise<RoutineRow> {
  const routine = await findRoutine(db, creatorId, routineNameKey(name));
  if (!routine) throw notFound(ROUTINE_NOT_FOUND, 'ROUTINE_NOT_FOUND');
  return routine;
}

/** How a workout's sets are measured and rested: from its library exercise, else from its reps text. */
function measureOf(workout: WorkoutRow) {
  const exercise = workout.exercise_id ? exerciseById(workout.exercise_id) : undefined;
  if (exercise) return { measure: exercise.measure, category: exercise.category };
  return { measure: customMeasure(workout.reps), category: 'custom' as const };
}

/** The daily XP cap of a routine (10 × Σ sets). */
export async function routineDailyCap(db: Kysely<Database>, routineId: string): Promise<number> {
  return capOf(await listWorkouts(db, routineId));
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
): Promise<RoutineView> {
  assertSelf(viewer, pathUserId, 'You can only save routines to your own account.');
  await requirePremium(db, viewer.id, PREMIUM_MESSAGES.createRoutine);
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

  const now = new Date();
  const workouts = body.workouts.map((w, position) => ({
    position,
    type: w.workoutType,
    sets: w.workoutSets,
    reps: w.workoutReps,
    deleteable: w.deleteable === false ? 0 : 1,
    exercise_id: exerciseIds[position] ?? null,
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
      return routineViewOf(db, await requireRoutine(db, viewer.id, name), viewer.id);
  }
  throw routineNameTaken(body.routineName);
}

/** How many names a generated routine tries (its own, then ' (2)' up to ' (50)') before giving up. */
const GENERATED_NAME_ATTEMPTS = 50;

export async function listUserRoutines(db: Kysely<Database>, userId: string): Promise<RoutineSummary[]> {
  if (!(await findPerson(db, userId))) throw notFound('User not found.', 'USER_NOT_FOUND');
  return (await listRoutinesByCreator(db, userId)).map(routineSummary);
}

export async function getRoutine(
  db: Kysely<Database>,
  cache: RoutineCache,
  viewer: Viewer,
  creatorId: string,
  name: string,
): Promise<RoutineView> {
  const nameKey = routineNameKey(name);
  // Both lookups at once; the premium answer still decides first, so a free user learns nothing (402).
  const [premium, shared] = await Promise.all([
    isPremium(db, viewer.id),
    cache.shared(creatorId, nameKey, async () => {
      const found = await findRoutineWithCreator(db, creatorId, nameKey);
      return found ? loadShared(db, found.routine, found.creator) : null;
    }),
  ]);
  if (!premium) throw premiumRequired(PREMIUM_MESSAGES.viewRoutine);
  if (!shared) throw notFound(ROUTINE_NOT_FOUND, 'ROUTINE_NOT_FOUND');
  return viewFor(db, shared, viewer.id);
}

/** One page of a routine's whole leaderboard ('View leaderboards'); the same gates as getRoutine. */
export async function getLeaderboard(
  db: Kysely<Database>,
  viewer: Viewer,
  creatorId: string,
  name: string,
  { offset, limit }: LeaderboardQuery,
): Promise<LeaderboardPage> {
  const [premium, routine] = await Promise.all([
    isPremium(db, viewer.id),
    findRoutine(db, creatorId, routineNameKey(name)),
  ]);
  if (!premium) throw premiumRequired(PREMIUM_MESSAGES.viewRoutine);
  if (!routine) throw notFound(ROUTINE_NOT_FOUND, 'ROUTINE_NOT_FOUND');
  // One row more than asked says whether another page exists, whatever participant_count says meanwhile.
  const rows = await listParticipants(db, routine.id, limit + 1, offset);
  const page = rows.slice(0, limit);
  return {
    participants: page.map((p, index) => ({ ...participantView(p), position: offset + index + 1 })),
    total: Number(routine.participant_count),
    nextOffset: rows.length > limit ? offset + limit : null,
  };
}

export async function deleteRoutine(
  db: Kysely<Database>,
  viewer: Viewer,
  pathUserId: string,
  name: string,
): Promise<void> {
  assertSelf(viewer, pathUserId, 'Only the creator can delete this routine.');
  const routine = await requireRoutine(db, viewer.id, name);
  await deleteRoutineRow(db, routine.id, todayIso(new Date()));
}

export async function joinRoutine(
  db: Kysely<Database>,
  links: Links,
  viewer: Viewer,
  creatorId: string,
  name: string,
) {
  await requirePremium(db, viewer.id, PREMIUM_MESSAGES.joinRoutine);
  const routine = await requireRoutine(db, creatorId, name);
  if (routine.creator_id === viewer.id) throw badRequest(CREATOR_CANNOT_JOIN, 'CREATOR_CANNOT_JOIN');

  const creator = await findAccount(db, routine.creator_id);
  const mail = creator
    ? joinMail({
        to: creator.email,
        creatorName: creator.username,
        joinerName: viewer.username,
        routineName: routine.name,
        routineUrl: `${links.siteUrl}${routinePath(routine.creator_id, routine.name)}`,
      })
    : null;
  const result = await joinRoutineRows(db, routine.id, viewer.id, new Date().toISOString(), mail);
  const participant = result && (await findParticipant(db, routine.id, viewer.id));
  if (!result || !participant) throw notFound(ROUTINE_NOT_FOUND, 'ROUTINE_NOT_FOUND');
  const { joined, participantCount } = result;
  return {
    created: joined,
    answer: {
      joined: true as const,
      alreadyJoined: !joined,
      participantCount,
      participant: participantView(participant),
    },
  };
}

export async function leaveRoutine(db: Kysely<Database>, viewer: Viewer, creatorId: string, name: string) {
  const routine = await requireRoutine(db, creatorId, name);
  if (routine.creator_id === viewer.id) throw badRequest(CREATOR_CANNOT_LEAVE, 'CREATOR_CANNOT_LEAVE');
  const { left, participantCount } = await leaveRoutineRows(db, routine.id, viewer.id, todayIso(new Date()));
  return { left: true as const, wasParticipant: left, participantCount };
}
