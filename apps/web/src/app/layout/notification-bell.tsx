import { notificationsPath } from '@stryd/domain';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useLiveEvents, useUnreadCount } from '../../lib/notifications';
import { buttonStyles } from '../../lib/ui/styles';

/** 99+ past 99: the badge stays small. */
export const unreadBadge = (n: number) => (n > 99 ? '99+' : String(n));

/** The signed-in person's bell: a way to their notifications, with the unread count, live. */
export function NotificationBell() {
  // The bell shows for someone signed in, on every page: the app's live events come with it.
  useLiveEvents(true);
  const unread = useUnreadCount(true);
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link to={notificationsPath()} aria-label={label} className={`${buttonStyles.icon} relative`}>
      <Bell aria-hidden="true" className="h-5 w-5" />
      {unread ? (
        <span
          aria-hidden="true"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-accent px-1.5 text-center text-xs font-bold leading-5 text-accent-fg"
        >
          {unreadBadge(unread)}
        </span>
      ) : null}
    </Link>
  );
}
