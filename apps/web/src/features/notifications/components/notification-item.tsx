import { type Notification, notificationText } from '@stryd/domain';
import { Link } from 'react-router';
import { formatSessionDate } from '../../../lib/training-format';
import { Avatar } from '../../../lib/ui/avatar';

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
