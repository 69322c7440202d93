import { type Notification, profilePath, routinePath, sessionPath } from '@stryd/domain';
import { Link } from 'react-router';
import { formatSessionDate } from '../../../lib/training-format';
import { Avatar } from '../../../lib/ui/avatar';

/** What happened, in words, and where it leads. */
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

/** One notification: who, what, when; unread ones stand out (and say so to screen readers). */
export function NotificationItem({ notification, unread }: { notification: Notification; unread: boolean }) {
  const { text, to } = notificationText(notification);
  return (
    <li>
      <Link
        to={to}
        className={`flex min-h-11 items-start gap-3 rounded-2xl border px-4 py-3 hover:bg-surface-2 ${
          unread ? 'border-accent bg-accent-soft' : 'border-border bg-surface'
        }`}
      >
        <Avatar username={notification.actor.username} imageLink={notification.actor.image} />
        <span className="min-w-0">
          <span className="block break-words text-fg">
            {unread ? <span className="sr-only">New: </span> : null}
            {text}
          </span>
          <time dateTime={notification.createdAt} className="text-sm text-muted">
            {formatSessionDate(notification.createdAt)}
          </time>
        </span>
      </Link>
    </li>
  );
}
