import { UserCheck, UserPlus } from 'lucide-react';
import type { CurrentUser } from '../../../lib/session';
import { buttonStyles } from '../../../lib/ui/styles';
import { useFollowUser } from '../api/follow-user';

export interface FollowButtonProps {
  targetId: string;
  targetName: string;
  isFollowing: boolean;
  viewer: CurrentUser;
}

/**
 * docs/product.md#following: Follow / Following for signed-in viewers; the change shows at once (optimistic).
 */
export function FollowButton({ targetId, targetName, isFollowing, viewer }: FollowButtonProps) {
  const mutation = useFollowUser();
  const toggle = () => {
    if (mutation.isPending) return;
    mutation.mutate({
      targetId,
      follow: !isFollowing,
      viewer: { userID: viewer.id, username: viewer.username, profileImageLink: viewer.profileImageLink },
    });
  };
  return (
    <button
      type="button"
      aria-label={isFollowing ? `Following ${targetName}` : `Follow ${targetName}`}
      onClick={toggle}
      className={`${isFollowing ? buttonStyles.smallSecondary : buttonStyles.small} min-w-28`}
    >
      {isFollowing ? (
        <UserCheck aria-hidden="true" className="h-4 w-4" />
      ) : (
        <UserPlus aria-hidden="true" className="h-4 w-4" />
      )}
      {isFollowing ? 'Following' : 'Follow'}
    </button>
  );
}
