import { type FollowAnswer, TOAST_MESSAGES } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { recommendationsKeys } from '../../../lib/recommendations';
import { toast } from '../../../lib/toast';
import { userProfileKey } from '../../../lib/user-profile-key';
import type { UserProfile } from './get-user-profile';

export type { FollowAnswer };

export interface FollowVariables {
  /** The person followed or unfollowed. */
  targetId: string;
  follow: boolean;
  /**
   * The original API's body (docs/product.md#api-calls); the server ignores it (the follower is the session
   * user) but we keep the contract.
   */
  viewer: { userID: string; username: string; profileImageLink: string | null };
}

export function followUser({ targetId, follow, viewer }: FollowVariables): Promise<FollowAnswer> {
  return apiFetch<FollowAnswer>(`/users/${encodeURIComponent(targetId)}/${follow ? 'follow' : 'unfollow'}`, {
    method: 'POST',
    body: {
      username: viewer.username,
      profileImageLink: viewer.profileImageLink ?? '',
      userID: viewer.userID,
    },
  });
}

function withFollow(profile: UserProfile, following: boolean, followers: number): UserProfile {
  return {
    ...profile,
    socials: { ...profile.socials, followersCount: Math.max(0, followers) },
    viewer: { ...profile.viewer, isFollowing: following },
  };
}

/**
 * docs/product.md#following: follow/unfollow toggles at once and moves the followers count by ±1; on failure
 * the toast 'Error occurred' shows and the profile goes back to what it was.
 */
export function useFollowUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followUser,
    onMutate: async ({ targetId, follow }) => {
      const key = userProfileKey(targetId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserProfile>(key);
      if (previous && previous.viewer.isFollowing !== follow) {
        queryClient.setQueryData<UserProfile>(
          key,
          withFollow(previous, follow, previous.socials.followersCount + (follow ? 1 : -1)),
        );
      }
      return { previous };
    },
    onError: (_error, { targetId }, context) => {
      if (context?.previous) queryClient.setQueryData(userProfileKey(targetId), context.previous);
      toast.error(TOAST_MESSAGES.followError);
    },
    onSuccess: (answer, { targetId, viewer }) => {
      queryClient.setQueryData<UserProfile>(userProfileKey(targetId), (current) =>
        current ? withFollow(current, answer.following, answer.followers) : current,
      );
      // The viewer's own "following" count changed too.
      void queryClient.invalidateQueries({ queryKey: userProfileKey(viewer.userID) });
      // Who you follow shapes the people suggested to you.
      void queryClient.invalidateQueries({ queryKey: recommendationsKeys.all });
    },
  });
}
