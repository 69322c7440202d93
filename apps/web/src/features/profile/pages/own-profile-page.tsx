import { loginRedirectPath } from '@stryd/domain';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { MyStreak } from '../../../lib/ui/my-streak';
import { PageFallback } from '../../../lib/ui/page-fallback';
import { buttonStyles } from '../../../lib/ui/styles';
import { useUserProfile } from '../api/get-user-profile';
import { ProfileHeader } from '../components/profile-header';
import { ProfileLoadError, ProfileSkeleton } from '../components/profile-states';
import { type ProfileTab, ProfileTabs } from '../components/profile-tabs';
import { fromJoined, fromRoutine, RoutineSection } from '../components/routine-section';
import { SavedMealPlans } from '../components/saved-meal-plans';

type TabKey = 'routines' | 'meals';

const SEO = {
  title: 'Your profile',
  description: 'Your routines, saved meal plans, XP and rank.',
  path: '/profile-page',
} as const;

/**
 * /profile-page (docs/product.md#own-profile): your own profile with the tabs Routines (Generated, Created,
 * Joined) and Meals. Accepting a generated routine and deleting one land here, so it always refetches on
 * mount.
 */
export function OwnProfilePage() {
  const { user, isPending } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useUserProfile(user?.id ?? '', { enabled: Boolean(user), refetchOnMount: 'always' });

  if (isPending) {
    return (
      <>
        <Seo {...SEO} noIndex />
        <PageFallback />
      </>
    );
  }
  if (!user) return <Navigate to={loginRedirectPath('/profile-page')} replace />;

  const selected: TabKey = searchParams.get('tab') === 'meals' ? 'meals' : 'routines';
  const select = (key: TabKey) =>
    setSearchParams(key === 'meals' ? { tab: 'meals' } : {}, { replace: true, preventScrollReset: true });

  const profile = query.data;
  if (!profile) {
    return (
      <>
        <Seo {...SEO} noIndex />
        <h1 className="sr-only">Your profile</h1>
        {query.isError ? (
          <ProfileLoadError message={query.error.message} onRetry={() => void query.refetch()} />
        ) : (
          <ProfileSkeleton />
        )}
      </>
    );
  }

  const tabs: ProfileTab<TabKey>[] = [
    {
      key: 'routines',
      label: 'Routines',
      panel: (
        <div className="rounded-2xl border border-border bg-surface p-5">
          <h2 className="sr-only">Your routines</h2>
          <RoutineSection
            title="Generated"
            items={profile.stryds.routines.map(fromRoutine)}
            empty="You have not generated a routine yet."
            emptyAction={
              <Link to="/interests" className={`${buttonStyles.smallSecondary} mt-2`}>
                Generate a routine
              </Link>
            }
          />
          <RoutineSection
            title="Created"
            items={profile.createdStryds.routines.map(fromRoutine)}
            empty="You have not created a routine yet."
            emptyAction={
              <Link to="/add-routine" className={`${buttonStyles.smallSecondary} mt-2`}>
                Create a routine
              </Link>
            }
          />
          <RoutineSection
            title="Joined"
            items={profile.stryds.joinedRoutines.map(fromJoined)}
            empty="You have not joined anyone's routine yet."
            emptyAction={
              <Link to="/explore-routines" className={`${buttonStyles.smallSecondary} mt-2`}>
                Explore routines
              </Link>
            }
          />
        </div>
      ),
    },
    { key: 'meals', label: 'Meals', panel: <SavedMealPlans plans={profile.meals} /> },
  ];

  return (
    <>
      <Seo {...SEO} noIndex />
      <ProfileHeader profile={profile} isSelf />
      <MyStreak className="mt-4" />
      <div className="mt-6">
        <ProfileTabs label="Your profile" tabs={tabs} selected={selected} onSelect={select} />
      </div>
    </>
  );
}
