import type { FeedPerson, KudosAnswer } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { type InboxNotices, notify } from '../notifications/notifications.service';
import { countPerHour } from '../rate-limit/per-hour';
import { sessionSeenBy } from '../workout-log/history.service';
import { giveKudos, kudosOf, kudosPeople, takeKudos } from './kudos.repository';
import { KUDOS_PER_HOUR, kudosRateLimited } from './kudos-limit';

export const KUDOS_MESSAGES = {
  ownSession: 'You cannot give kudos to your own session.',
  unfinished: 'Kudos are for finished sessions.',
} as const;

export { KUDOS_PER_HOUR, kudosRateLimited };

/** The most people a session's kudos list shows. */
export const KUDOS_LIST_LIMIT = 200;

async function answerFor(db: Kysely<Database>, sessionId: string, viewerId: string): Promise<KudosAnswer> {
  const mine = (await kudosOf(db, [sessionId], viewerId)).get(sessionId);
  return { kudos: mine?.count ?? 0, viewerGaveKudos: mine?.given ?? false };
}

/** Kudos from the viewer on a finished session they may see, once; never on their own; `perHour` an hour. */
export async function giveKudosTo(
  db: Kysely<Database>,
  inbox: InboxNotices,
  sessionId: string,
  viewerId: string,
  now: Date,
  perHour = KUDOS_PER_HOUR,
): Promise<KudosAnswer> {
  const session = await sessionSeenBy(db, sessionId, viewerId);
  if (session.user_id === viewerId) throw badRequest(KUDOS_MESSAGES.ownSession, 'OWN_SESSION');
  if (session.finished_at === null) throw badRequest(KUDOS_MESSAGES.unfinished, 'SESSION_NOT_FINISHED');
  await countPerHour(
    db,
    {
      kind: 'kudos',
      max: perHour,
      code: 'KUDOS_RATE_LIMITED',
      message: (minutes) => kudosRateLimited(minutes, perHour),
    },
    viewerId,
    now,
  );
  if (await giveKudos(db, sessionId, viewerId, now.toISOString()))
    await notify(db, inbox, { userId: session.user_id, kind: 'kudos', actorId: viewerId, sessionId }, now);
  return answerFor(db, sessionId, viewerId);
}

/** Takes the viewer's kudos back (nothing to take is no error; the owner has none to take). */
export async function takeKudosFrom(
  db: Kysely<Database>,
  sessionId: string,
  viewerId: string,
): Promise<KudosAnswer> {
  const session = await sessionSeenBy(db, sessionId, viewerId);
  if (session.user_id === viewerId) throw badRequest(KUDOS_MESSAGES.ownSession, 'OWN_SESSION');
  await takeKudos(db, sessionId, viewerId);
  return answerFor(db, sessionId, viewerId);
}

/** Who gave kudos to a session the viewer may see. */
export async function kudosList(
  db: Kysely<Database>,
  sessionId: string,
  viewerId: string,
): Promise<{ people: FeedPerson[] }> {
  await sessionSeenBy(db, sessionId, viewerId);
  return { people: await kudosPeople(db, sessionId, viewerId, KUDOS_LIST_LIMIT) };
}

/** Kudos counts, and the viewer's own, of a page of sessions (the feed). */
export function kudosOfSessions(db: Kysely<Database>, sessionIds: readonly string[], viewerId: string) {
  return kudosOf(db, sessionIds, viewerId);
}
