import { type EmailKind, todayIso } from '@stryd/domain';

/**
 * What an outbox mail is about. The dedupe key names the event, so the outbox's unique index keeps one
 * mail per event however often the action is repeated or raced (migration 0010); null never dedupes.
 */
export interface MailEvent {
  /** Also the switch in the recipient's e-mail preferences that lets it through. */
  kind: EmailKind;
  dedupeKey: string | null;
}

/** One mail per (follower, followee), ever: unfollowing and following again does not mail again. */
export function newFollowerEvent(followerId: string, followeeId: string): MailEvent {
  return { kind: 'new-follower', dedupeKey: `new-follower:${followerId}:${followeeId}` };
}

/** One mail per (routine, joiner, UTC day of the join): leaving and joining again that day does not. */
export function routineJoinedEvent(routineId: string, joinerId: string, joinedAt: string): MailEvent {
  const day = todayIso(new Date(joinedAt));
  return { kind: 'routine-joined', dedupeKey: `routine-joined:${routineId}:${joinerId}:${day}` };
}

/** One digest per person and day of the digest (its UTC date): a second run, or a second process, adds none. */
export function notificationDigestEvent(userId: string, day: string): MailEvent {
  return { kind: 'notification-digest', dedupeKey: `notification-digest:${userId}:${day}` };
}
