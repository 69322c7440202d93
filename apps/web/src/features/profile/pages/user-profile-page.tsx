import { loginRedirectPath } from '@stryd/domain';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import { type UserProfile, useUserProfile } from '../api/get-user-profile';
import { BLOCK_TEXT, BlockButton } from '../components/block-button';
import { FollowButton } from '../components/follow-button';
import { ProfileHeader } from '../components/profile-header';
import { ProfileLoadError, ProfileNotFound, ProfileSkeleton } from '../components/profile-states';
import { fromJoined, fromRoutine, RoutineSection } from '../components/routine-section';
import { TrainingHistorySection } from '../components/training-history-section';

/**
 * /profile/{userID} (docs/product.md#member-profile): another member's profile. Your own id goes to
 * /profile-page.
 */
export function UserProfilePage() {
  const { userID = '' } = useParams();
  const { user: viewer, isPending: sessionPending } = useSession();
  const isOwnId = viewer?.id === userID;
  // Wait for the session: your own id never loads here, it goes to /profile-page.
  const query = useUserProfile(userID, { enabled: !sessionPending && !isOwnId });

  if (isOwnId) return <Navigate to="/profile-page" replace />;

  const profile = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  if (notFound) {
    return (
      <>
        <Seo title="Profile not found" description="This Stryd profile does not exist." noIndex />
        <ProfileNotFound />
      </>
    );
  }

  if (!profile) {
    return (
      <>
        <Seo title="Profile" description="Routines, rank and followers of a Stryd member." />
        <h1 className="sr-only">Profile</h1>
        {query.isError ? (
          <ProfileLoadError message={query.error.message} onRetry={() => void query.refetch()} />
        ) : (
          <ProfileSkeleton />
        )}
      </>
    );
  }

  // The server also knows whether this is you (e.g. an id that differs only in form).
  if (profile.viewer.isSelf) return <Navigate to="/profile-page" replace />;

  return (
    <>
      <Seo
        title={profile.username}
        description={`${profile.username} on Stryd: ${profile.rank} rank, ${profile.totalXP} XP, routines and followers.`}
      />
      <ProfileHeader
        profile={profile}
        isSelf={false}
        action={
          viewer ? (
            <div className="flex flex-wrap items-center justify-center gap-2">
              {profile.viewer.hasBlocked ? null : (
                <FollowButton
                  targetId={userID}
                  targetName={profile.username}
                  isFollowing={profile.viewer.isFollowing}
                  viewer={viewer}
                />
              )}
              <BlockButton
                targetId={userID}
                targetName={profile.username}
                hasBlocked={profile.viewer.hasBlocked}
              />
            </div>
          ) : sessionPending ? null : (
            // Only signed-in users get the Follow button (docs/product.md#following); visitors are offered a
            // way in.
            <Link to={loginRedirectPath(`/profile/${userID}`)} className={buttonStyles.smallSecondary}>
              Log in to follow
            </Link>
          )
        }
      />
      {profile.viewer.hasBlocked ? (
        <p className={`${cardStyles} mt-6 text-muted`}>{BLOCK_TEXT.profile(profile.username)}</p>
      ) : (
        <ProfileContent profile={profile} userID={userID} signedIn={Boolean(viewer)} />
      )}
    </>
  );
}

function ProfileContent({
  profile,
  userID,
  signedIn,
}: {
  profile: UserProfile;
  userID: string;
  signedIn: boolean;
}) {
  return (
    <>
      <section aria-labelledby="routines-heading" className={`${cardStyles} mt-6`}>
        <h2 id="routines-heading" className="mb-4 text-lg font-semibold">
          Routines
        </h2>
        <RoutineSection
          title="Generated"
          items={profile.stryds.routines.map(fromRoutine)}
          empty={`${profile.username} has not generated a routine yet.`}
        />
        <RoutineSection
          title="Added"
          items={profile.stryds.joinedRoutines.map(fromJoined)}
          empty={`${profile.username} has not joined a routine yet.`}
        />
        <RoutineSection
          title="Created"
          items={profile.createdStryds.routines.map(fromRoutine)}
          empty={`${profile.username} has not created a routine yet.`}
        />
      </section>
      {/* The history needs a signed-in viewer; it shows only when its owner made it public. */}
      <TrainingHistorySection userID={userID} enabled={signedIn} />
    </>
  );
}
