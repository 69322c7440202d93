import { rankForXp } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { listFollowPeople } from '../follows/follows.repository';
import { displayPrefsOf } from '../me/display-prefs.service';
import { mealPlansOf } from '../meals/meals.service';
import { plateSetupOf } from '../plates/plates.service';
import { loadPreferences } from '../preferences/preferences.service';
import { pushDevicesOf } from '../push/push-subscriptions.service';
import { listRoutinesByCreator, type WorkoutRow } from '../routines/routines.repository';
import { routineSummary } from '../routines/routines.service';
import { isPremium, userPlanOf } from '../users/plan.service';
import { exerciseProgress, sessionVisibilityOf } from '../workout-log/history.service';
import {
  findExportAccount,
  loggedExercises,
  participationsOf,
  workoutsOfCreatedRoutines,
} from './export.repository';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportHead } from './export.schemas';

/** Far more follows than anyone has: the export lists them all, where profiles show a page. */
const ALL_FOLLOWS = 1_000_000;

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

async function createdRoutines(db: Kysely<Database>, userId: string): Promise<ExportHead['routines']> {
  const [routines, workouts] = await Promise.all([
    listRoutinesByCreator(db, userId),
    workoutsOfCreatedRoutines(db, userId),
  ]);
  const byRoutine = new Map<string, WorkoutRow[]>();
  for (const workout of workouts) {
    const list = byRoutine.get(workout.routine_id) ?? [];
    list.push(workout);
    byRoutine.set(workout.routine_id, list);
  }
  return routines.map((row) => ({
    ...routineSummary(row),
    workouts: (byRoutine.get(row.id) ?? []).map((w) => ({
      workoutType: w.type,
      workoutSets: Number(w.sets),
      workoutReps: w.reps,
      exerciseId: w.exercise_id,
      group: w.group_key ?? null,
    })),
  }));
}

/** Personal records of every exercise the user logged (the same figures as its progress page). */
async function recordsOf(db: Kysely<Database>, userId: string): Promise<ExportHead['records']> {
  const exercises = await loggedExercises(db, userId);
  const records: ExportHead['records'] = [];
  for (const exercise of exercises) {
    const progress = await exerciseProgress(db, userId, exercise.exercise_key);
    records.push({
      exerciseKey: exercise.exercise_key,
      exerciseName: exercise.exercise_name,
      records: progress.records,
    });
  }
  return records;
}

async function follows(db: Kysely<Database>, userId: string): Promise<ExportHead['follows']> {
  const [following, followers] = await Promise.all([
    listFollowPeople(db, userId, 'followings', ALL_FOLLOWS),
    listFollowPeople(db, userId, 'followers', ALL_FOLLOWS),
  ]);
  return { following: following.map((p) => p.username), followers: followers.map((p) => p.username) };
}

/**
 * Everything in the export except the sessions (streamed after it): small enough to hold at once. Reads
 * through each module's own service or repository, so the export shows what the app shows.
 */
export async function exportHead(db: Kysely<Database>, userId: string, now: Date): Promise<ExportHead> {
  const account = await findExportAccount(db, userId);
  if (!account) throw notFound('User not found.', 'USER_NOT_FOUND');
  const totalXp = Number(account.total_xp ?? 0);
  const [
    userPlan,
    premium,
    sessionVisibility,
    preferences,
    routines,
    participations,
    records,
    mealPlans,
    social,
    display,
    plates,
    pushSubscriptions,
  ] = await Promise.all([
    userPlanOf(db, userId, now),
    isPremium(db, userId, now),
    sessionVisibilityOf(db, userId),
    loadPreferences(db, userId),
    createdRoutines(db, userId),
    participationsOf(db, userId),
    recordsOf(db, userId),
    mealPlansOf(db, userId),
    follows(db, userId),
    displayPrefsOf(db, userId),
    plateSetupOf(db, userId),
    pushDevicesOf(db, userId),
  ]);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      id: account.id,
      username: account.username ?? account.name,
      displayUsername: account.displayUsername,
      name: account.name,
      email: account.email,
      image: account.image,
      createdAt: toIso(account.createdAt),
      totalXP: totalXp,
      rank: rankForXp(totalXp).name,
    },
    plan: { userPlan, premium },
    historyPublic: sessionVisibility === 'public',
    sessionVisibility,
    preferences,
    routines,
    participations: participations.map((p) => ({
      routineName: p.name,
      creatorUsername: p.creator_username,
      ownRoutine: p.creator_id === userId,
      routineXP: Number(p.routine_xp),
      joinedAt: p.joined_at,
    })),
    records,
    mealPlans,
    follows: social,
    display,
    plates,
    pushSubscriptions,
  };
}
