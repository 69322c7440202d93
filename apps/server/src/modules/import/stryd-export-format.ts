import {
  countsAsWork,
  exerciseById,
  exerciseLogKey,
  IMPORT_MESSAGES,
  NOTE_LIMITS,
  rirAccepted,
  rpeAccepted,
  SET_DETAIL_MESSAGES,
  SET_PLACE_LIMITS,
  SET_TYPES,
  setVolumeKg,
} from '@stryd/domain';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { handPicks } from './exercise-matches';
import {
  type ImportPlan,
  inDateOrder,
  letterGroups,
  type PlannedSession,
  type PlannedSet,
} from './import-plan';
import { nameCell, noteCell, RowError, setValues } from './import-rows';

/**
 * Stryd's own JSON export (export/export.schemas.ts, format stryd-export version 1) read back as history
 * (decision 049). Only `sessions` is read: routines, follows, plans and the rest belong to the account
 * that exported them, not to a history. Each set keeps its place (workout and set index), library
 * exercise, values, type, effort, note, group letter and time; XP and record marks are not carried over
 * (an import earns no XP, and records are read from all sets).
 */

/** A value the export writes as a number or null; never below 0. */
const number = z.number().min(0).nullable().optional();

/** What is read of one exported set: anything the export adds later is ignored. */
const exportedSetSchema = z.object({
  workoutIndex: z.int().min(0).max(999),
  // A logged warm-up stands before set 1, below 0 (decision 047).
  setIndex: z.int().min(-SET_PLACE_LIMITS.warmUpsPerWorkoutMax).max(999),
  exerciseId: z.string().max(80).nullable(),
  exerciseName: z.string(),
  reps: number,
  weightKg: number,
  seconds: number,
  distanceM: number,
  setType: z.enum(SET_TYPES).optional(),
  rpe: number,
  rir: number,
  note: z.string().nullable().optional(),
  group: z.string().max(8).nullable().optional(),
  loggedAt: z.iso.datetime({ offset: true }).optional(),
});

const exportedSessionSchema = z.object({
  routineName: z.string(),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  durationMs: z.int().min(0).optional(),
  note: z.string().nullable().optional(),
  sets: z.array(z.unknown()),
});

const exportHeadSchema = z.object({
  format: z.literal('stryd-export'),
  version: z.literal(1),
  sessions: z.array(z.unknown()),
});

type ExportedSet = z.infer<typeof exportedSetSchema>;
type Picks = ReturnType<typeof handPicks>;

/** Where in the file a problem is, as a person counts: 'session 3 (2025-03-03), set 2'. */
class ExportProblem extends Error {}

function parsed<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'it';
  throw new ExportProblem(`${where}: ${field} is not as a Stryd export writes it.`);
}

function plannedSet(set: ExportedSet, picks: Picks): PlannedSet {
  const exerciseName = nameCell(set.exerciseName);
  if (!exerciseName) throw new RowError('The exercise name is empty.');
  const picked = picks.get(exerciseName);
  const kept = set.exerciseId !== null && exerciseById(set.exerciseId) ? set.exerciseId : null;
  const exerciseId = picked === undefined ? kept : picked;
  const rpe = set.rpe ?? null;
  const rir = set.rir ?? null;
  if (rpe !== null && !rpeAccepted(rpe)) throw new RowError(SET_DETAIL_MESSAGES.rpe);
  if (rir !== null && !rirAccepted(rir)) throw new RowError(SET_DETAIL_MESSAGES.rir);
  return {
    workoutIndex: set.workoutIndex,
    setIndex: set.setIndex,
    exerciseKey: exerciseLogKey(exerciseId, exerciseName),
    exerciseId,
    exerciseName,
    values: setValues({
      weightKg: set.weightKg ?? null,
      reps: set.reps ?? null,
      seconds: set.seconds ?? null,
      distanceM: set.distanceM ?? null,
    }),
    details: {
      setType: set.setType ?? 'working',
      rpe,
      rir: rpe === null ? rir : null,
      note: noteCell(set.note ?? undefined),
    },
    group: set.group ?? null,
    loggedAt: set.loggedAt === undefined ? undefined : new Date(set.loggedAt).toISOString(),
  };
}

function plannedSession(raw: unknown, position: number, picks: Picks): PlannedSession {
  const session = parsed(exportedSessionSchema, raw, `session ${position}`);
  const startedAt = new Date(session.startedAt).toISOString();
  const where = `session ${position} (${startedAt.slice(0, 10)})`;
  const sets = session.sets.map((rawSet, index) => {
    const set = parsed(exportedSetSchema, rawSet, `${where}, set ${index + 1}`);
    try {
      return plannedSet(set, picks);
    } catch (error) {
      if (error instanceof RowError) throw new ExportProblem(`${where}, set ${index + 1}: ${error.message}`);
      throw error;
    }
  });
  const raws = new Map(sets.map((set) => [set.workoutIndex, set.group]));
  letterGroups(sets, (index) => raws.get(index) ?? null);
  const lastSet = sets.reduce((last, set) => (set.loggedAt && set.loggedAt > last ? set.loggedAt : last), '');
  // An open session (exported before it was finished) comes in finished at its last set.
  const finishedAt = session.finishedAt ? new Date(session.finishedAt).toISOString() : lastSet || startedAt;
  const volume = (work: boolean) =>
    Math.round(
      sets
        .filter((set) => countsAsWork(set.details.setType) === work)
        .reduce((sum, set) => sum + setVolumeKg(set.values), 0) * 100,
    ) / 100;
  return {
    name: nameCell(session.routineName) || 'Stryd workout',
    startedAt,
    finishedAt: finishedAt < startedAt ? startedAt : finishedAt,
    durationMs: session.durationMs,
    volumeKg: volume(true),
    warmupVolumeKg: volume(false),
    note: noteCell(session.note ?? undefined, NOTE_LIMITS.sessionNoteMax),
    sets,
  };
}

/**
 * Reads a Stryd JSON export into workouts, changing nothing. Not JSON, not our export, or a session
 * that is not as the export writes it: the whole file is refused (400) with where and what, as a file
 * of ours that does not read back is damaged rather than a row to skip.
 */
export async function planStrydExport(
  text: string,
  matches: Record<string, string | null> | undefined,
  pause: () => Promise<void>,
): Promise<ImportPlan> {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw badRequest(IMPORT_MESSAGES.badJson, 'BAD_JSON');
  }
  const head = exportHeadSchema.safeParse(document);
  if (!head.success) throw badRequest(IMPORT_MESSAGES.notStrydExport, 'UNKNOWN_FORMAT');
  const picks = handPicks(matches);
  const sessions: PlannedSession[] = [];
  let warmupSets = 0;
  try {
    for (const [index, raw] of head.data.sessions.entries()) {
      await pause();
      const session = plannedSession(raw, index + 1, picks);
      if (session.sets.length === 0) continue;
      warmupSets += session.sets.filter((set) => set.details.setType === 'warmup').length;
      sessions.push(session);
    }
  } catch (error) {
    if (error instanceof ExportProblem)
      throw badRequest(`${IMPORT_MESSAGES.badExportSession} ${error.message}`, 'BAD_EXPORT');
    throw error;
  }
  return { source: 'stryd', sessions: await inDateOrder(sessions, pause), warmupSets, badRows: [] };
}
