import { profilePath } from '@stryd/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../lib/ui/avatar';

export interface PersonCardProps {
  userID: string;
  username: string;
  profileImageLink: string | null;
  reason?: string;
}

/** A person (avatar or initials, username, optional reason) linking to /profile/{userID}. */
export function PersonCard({ userID, username, profileImageLink, reason }: PersonCardProps) {
  return (
    <Link
      to={profilePath(userID)}
      className="flex h-full items-center gap-3 rounded-2xl border border-border bg-surface p-3 shadow-sm transition-colors hover:border-accent"
    >
      <Avatar username={username} imageLink={profileImageLink} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-fg">{username}</span>
        {reason ? <span className="mt-0.5 block text-xs text-muted">{reason}</span> : null}
      </span>
      <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
    </Link>
  );
}
