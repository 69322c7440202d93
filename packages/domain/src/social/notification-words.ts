import { profilePath, routinePath, sessionPath } from '../navigation/paths';
import type { Notification, NotificationKind } from '../schemas/notification-schema';

/** A push's title per kind; its body is the inbox's sentence. */
export const NOTIFICATION_TITLES: Record<NotificationKind, string> = {
  kudos: 'New kudos',
  comment: 'New comment',
  reply: 'New reply',
  follow: 'New follower',
  join: 'Someone joined your routine',
  passed: 'Someone passed you',
};

/** What happened, in words, and where it leads: the inbox's line and a push's body. */
export function notificationText(n: Notification): { text: string; to: string } {
  const who = n.actor.username;
  const routine = n.session?.routineName ?? n.routine?.routineName ?? 'a routine';
  const quote = n.comment ? `: “${n.comment.excerpt}”` : '';
  const session = n.session ? sessionPath(n.session.id) : profilePath(n.actor.id);
  // The routine's page, where its leaderboard is.
  const routineLink = n.routine
    ? routinePath(n.routine.creatorId, n.routine.routineName)
    : profilePath(n.actor.id);
  switch (n.kind) {
    case 'kudos':
      return { text: `${who} gave kudos to your ${routine} session`, to: session };
    case 'comment':
      return { text: `${who} commented on your ${routine} session${quote}`, to: `${session}#comments` };
    case 'reply':
      return { text: `${who} replied to your comment${quote}`, to: `${session}#comments` };
    case 'follow':
      return { text: `${who} started following you`, to: profilePath(n.actor.id) };
    case 'join':
      return { text: `${who} joined your routine ${routine}`, to: routineLink };
    case 'passed':
      return { text: `${who} passed you on the ${routine} leaderboard`, to: routineLink };
  }
}
