import { type PushMessage, REST_PUSH, REST_PUSH_MAX_SECONDS, REST_TIMER_MESSAGES } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { claimRest, deleteRest, dueRests, setRestEnd } from './rest-timer.repository';

/**
 * Starts (or moves) the person's rest: it ends `seconds` after `from` (default now), and its end is pushed
 * to their devices. "+30 s" on the push sends the end it moves as `from`.
 */
export async function startRest(
  db: Kysely<Database>,
  userId: string,
  change: { seconds: number; from?: string | undefined; path?: string | undefined },
  now: Date,
): Promise<{ endsAt: string }> {
  const endsAt = (change.from ? Date.parse(change.from) : now.getTime()) + change.seconds * 1000;
  if (endsAt <= now.getTime()) throw badRequest(REST_TIMER_MESSAGES.over, 'REST_OVER');
  if (endsAt > now.getTime() + REST_PUSH_MAX_SECONDS * 1000)
    throw badRequest(REST_TIMER_MESSAGES.seconds, 'REST_TOO_LONG');
  await setRestEnd(db, userId, endsAt, change.path ?? '/');
  return { endsAt: new Date(endsAt).toISOString() };
}

/** The rest was skipped, ended on screen, or the session ended: no push. */
export function endRest(db: Kysely<Database>, userId: string): Promise<void> {
  return deleteRest(db, userId);
}

function restPushOf(endsAt: number, url: string): PushMessage {
  return {
    title: REST_PUSH.title,
    body: REST_PUSH.body,
    url,
    tag: REST_PUSH.tag,
    restEndsAt: new Date(endsAt).toISOString(),
    actions: REST_PUSH.actions.map((a) => ({ ...a })),
  };
}

/** Takes the rests ended by `now` for this process (each by one process only) and says what to push. */
export async function takeEndedRests(
  db: Kysely<Database>,
  now: number,
  limit: number,
): Promise<{ userId: string; message: PushMessage }[]> {
  const taken = [];
  for (const rest of await dueRests(db, now, limit))
    if (await claimRest(db, rest.user_id, Number(rest.ends_at)))
      taken.push({ userId: rest.user_id, message: restPushOf(Number(rest.ends_at), rest.path) });
  return taken;
}
