import {
  type ExerciseProgress,
  effectiveVisibility,
  type HistoryAnswer,
  isSessionVisibility,
  maySeeSession,
  type SessionDetail,
  type SessionVisibility,
  todayIso,
  visibilitiesSeenBy,
  weeklyStreak,
  weekStartIso,
} from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { blockedEitherWay } from '../blocks/blocks.service';
import { follows } from '../follows/follows.service';
import {
  exerciseDays,
  exerciseRecords,
  findSession,
  findSessionFor,
  finishedSessions,
  type SessionsSeen,
  sessionVisibilityDefault,
  setSessionVisibilityDefault,
  type TrainingDay,
  trainingDays,
  updateOwnSession,
} from './history.repository';
import { finishSessionsWithoutRoutine, sessionSummaryOf } from './session.service';
import type { SessionRow } from './sessions.repository';
import { loggedSetOf } from './set-log.service';
import { num, setsOfSession } from './set-logs.repository';

export const HISTORY_MESSAGES = {
  private: 'This history is private.',
  sessionNotFound: 'This session does not exist.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_WEEKS = 26;
const TOTALS_WEEKS = 12;

const privateHistory = () => forbidden(HISTORY_MESSAGES.private, 'HISTORY_PRIVATE');

/** Which of the owner's sessions the viewer sees (decision 033): all of their own, else by visibility. */
async function sessionsSeen(
  db: Kysely<Database>,
  ownerId: string,
  viewerId: string,
): Promise<{ seen: SessionsSeen; ownerDefault: SessionVisibility }> {
  const ownerDefault = await sessionVisibilityDefault(db, ownerId);
  if (ownerId === viewerId) return { seen: null, ownerDefault };
  if (await blockedEitherWay(db, viewerId, ownerId)) throw privateHistory();
  const relation = { isOwner: false, follows: await follows(db, viewerId, ownerId) };
  return { seen: { visibilities: visibilitiesSeenBy(relation), ownerDefault }, ownerDefault };
}

function weekTotals(days: readonly TrainingDay[], today: string): HistoryAnswer['weeks'] {
  const thisWeek = Date.parse(`${weekStartIso(today)}T00:00:00Z`);
  const weeks = Array.from({ length: TOTALS_WEEKS }, (_, i) => ({
    weekStart: new Date(thisWeek - (TOTALS_WEEKS - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
    sessions: 0,
    sets: 0,
    volumeKg: 0,
  }));
  const byStart = new Map(weeks.map((w) => [w.weekStart, w]));
  for (const day of days) {
    const week = byStart.get(weekStartIso(day.day));
    if (!week) continue;
    week.sessions += day.sessions;
    week.sets += day.sets;
    week.volumeKg = Math.round((week.volumeKg + day.volumeKg) * 100) / 100;
  }
  return weeks;
}

/** A page of the history list with the calendar, weekly totals and the streak (all UTC days). */
export async function historyOf(
  db: Kysely<Database>,
  ownerId: string,
  viewerId: string,
  page: { before?: string | undefined; limit: number },
  now: Date,
): Promise<HistoryAnswer> {
  const { seen, ownerDefault } = await sessionsSeen(db, ownerId, viewerId);
  await finishSessionsWithoutRoutine(db, ownerId);
  const today = todayIso(now);
  const [rows, days] = await Promise.all([
    finishedSessions(db, ownerId, seen, page.before, page.limit + 1),
    trainingDays(db, ownerId, seen),
  ]);
  // Private: new sessions stay hidden from this viewer, and none they could see exists.
  if (seen && !seen.visibilities.includes(ownerDefault) && days.length === 0) throw privateHistory();
  const sessions = rows.slice(0, page.limit).map(sessionSummaryOf);
  const calendarStart = new Date(now.getTime() - CALENDAR_WEEKS * 7 * DAY_MS).toISOString().slice(0, 10);
  return {
    sessions,
    nextBefore: rows.length > page.limit ? (sessions.at(-1)?.startedAt ?? null) : null,
    days: days.filter((d) => d.day >= calendarStart).map((d) => ({ day: d.day, sessions: d.sessions })),
    weeks: weekTotals(days, today),
    streakWeeks: weeklyStreak(
      days.map((d) => d.day),
      today,
    ),
    historyPublic: ownerDefault === 'public',
    sessionVisibility: ownerDefault,
  };
}

/** Weeks in a row with a finished session, for the profile and home. */
export async function streakOf(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  const days = await trainingDays(db, userId);
  return weeklyStreak(
    days.map((d) => d.day),
    todayIso(now),
  );
}

/** Whether a session has this id (its page's 404); who may see it is the session read's question. */
export async function sessionExists(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  return (await findSession(db, sessionId)) !== undefined;
}

/**
 * A finished or open session, for whoever may see it (its visibility, else its owner's default): 404
 * when there is none, 403 for a viewer who may not see it. Kudos and comments ask the same.
 */
export async function sessionSeenBy(
  db: Kysely<Database>,
  sessionId: string,
  viewerId: string,
): Promise<SessionRow> {
  const found = await findSessionFor(db, sessionId, viewerId);
  const isOwner = found?.session.user_id === viewerId;
  // Someone in a block with the owner is told what a stranger to the id is told: it does not exist.
  if (!found || (!isOwner && found.blocked))
    throw notFound(HISTORY_MESSAGES.sessionNotFound, 'SESSION_NOT_FOUND');
  const { session } = found;
  const visibility = effectiveVisibility(
    isSessionVisibility(session.visibility) ? session.visibility : null,
    found.ownerDefault,
  );
  const relation = { isOwner, follows: !isOwner && found.follows };
  if (!maySeeSession(visibility, relation)) throw privateHistory();
  return session;
}

/** One session with every set, for whoever may see it. */
export async function sessionDetail(
  db: Kysely<Database>,
  sessionId: string,
  viewerId: string,
): Promise<SessionDetail> {
  const session = await sessionSeenBy(db, sessionId, viewerId);
  const sets = await setsOfSession(db, session.id);
  return { ...sessionSummaryOf(session), ownerId: session.user_id, sets: sets.map(loggedSetOf) };
}

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** One exercise's progress for its owner: a point per training day, and the records to beat. */
export async function exerciseProgress(
  db: Kysely<Database>,
  userId: string,
  exerciseKey: string,
): Promise<ExerciseProgress> {
  const [days, records] = await Promise.all([
    exerciseDays(db, userId, exerciseKey),
    exerciseRecords(db, userId, exerciseKey),
  ]);
  return {
    points: days.map((d) => ({
      day: d.day,
      e1rm: round1(num(d.e1rm)),
      bestWeightKg: num(d.weight),
      bestReps: num(d.reps),
      bestSeconds: num(d.seconds),
      volumeKg: Math.round(Number(d.volume) * 100) / 100,
      sets: Number(d.sets),
    })),
    records: {
      weightKg: num(records.bests.weight),
      e1rm: round1(num(records.bests.e1rm)),
      setVolumeKg: num(records.bests.volume),
      sessionVolumeKg: num(records.sessionVolume),
      seconds: num(records.bests.seconds),
      reps: num(records.bests.reps),
      repsAtWeight: records.repsAtWeight.map((r) => ({
        weightKg: Number(r.weight_kg),
        reps: Number(r.reps),
      })),
    },
  };
}

/** Opens the user's history to everyone, or closes it (the default of their sessions' visibility). */
export async function setHistoryPrivacy(db: Kysely<Database>, userId: string, open: boolean): Promise<void> {
  await setSessionVisibilityDefault(db, userId, open ? 'public' : 'only-me');
}

/** Whether everyone may see the user's sessions by default (private by default). */
export async function historyPrivacyOf(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await sessionVisibilityDefault(db, userId)) === 'public';
}

/** The default visibility of the user's sessions. */
export function sessionVisibilityOf(db: Kysely<Database>, userId: string): Promise<SessionVisibility> {
  return sessionVisibilityDefault(db, userId);
}

export async function setSessionVisibilityOf(
  db: Kysely<Database>,
  userId: string,
  visibility: SessionVisibility,
): Promise<void> {
  await setSessionVisibilityDefault(db, userId, visibility);
}

/**
 * Changes one of the owner's sessions, open or finished: who may see it (null: their default again) or its
 * note (null: none). 404 for anyone else's.
 */
export async function changeOwnSession(
  db: Kysely<Database>,
  ownerId: string,
  sessionId: string,
  change: { visibility: SessionVisibility | null } | { note: string | null },
): Promise<void> {
  if (!(await updateOwnSession(db, ownerId, sessionId, change)))
    throw notFound(HISTORY_MESSAGES.sessionNotFound, 'SESSION_NOT_FOUND');
}
