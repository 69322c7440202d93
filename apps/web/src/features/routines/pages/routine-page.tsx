import { routineNameKey, routinePath, routineRefFromPath, UI_TEXT } from '@stryd/domain';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { PageFallback } from '../../../lib/ui/page-fallback';
import { UpgradePanel } from '../../../lib/ui/upgrade-panel';
import { useRoutine } from '../api/get-routine';
import { useRoutineSession } from '../api/workout-log';
import { LoginToView, RoutineLoadError, RoutineNotFound } from '../components/gate-panels';
import { RoutineDetails } from '../components/routine-details';

const VIEW_UPSELL_TEXT = 'Upgrade to Plus to open routines, tick off sets, earn XP and join the leaderboard.';

/**
 * /stryd/{userID}/{routineName} (docs/product.md#routine-page): signed out, free, unknown and the routine
 * itself.
 */
export function RoutinePage() {
  const location = useLocation();
  const routineRef = routineRefFromPath(location.pathname);
  const { user, isPending, isPaid } = useSession();
  const canView = Boolean(user) && isPaid;
  const query = useRoutine(routineRef, canView);
  // Asked for alongside the routine, not after it: the session card, the page's largest paint, needs both.
  useRoutineSession(routineRef, canView);
  const path = routinePath(routineRef.userID, routineRef.routineName);
  const seo = (title: string, description: string) => (
    <Seo title={title} description={description} path={path} noIndex />
  );

  if (isPending || (user && isPaid && query.isPending)) {
    return (
      <>
        {seo(
          routineRef.routineName || 'Routine',
          'Workouts, progress, XP and the leaderboard for this routine.',
        )}
        <PageFallback />
      </>
    );
  }
  const error = query.error;
  if (!user || (error instanceof ApiError && error.status === 401)) {
    return (
      <>
        {seo('Routine', 'Log in to view this routine.')}
        <LoginToView path={`${location.pathname}${location.search}`} />
      </>
    );
  }
  if (!isPaid || (error instanceof ApiError && error.status === 402)) {
    return (
      <>
        {seo('Routine', UI_TEXT.viewingRoutinesPremium)}
        <UpgradePanel title={UI_TEXT.viewingRoutinesPremium} message={VIEW_UPSELL_TEXT} />
      </>
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <>
        {seo('Routine not found', 'This routine does not exist.')}
        <RoutineNotFound />
      </>
    );
  }
  // A failed refetch of a routine the page already holds (offline, the server away) keeps it on screen: the
  // sets can still be ticked into the device's queue. Only a routine never had is an error.
  if (!query.data) {
    return (
      <>
        {seo('Routine', 'This routine could not be loaded.')}
        <RoutineLoadError
          message={error?.message ?? 'Something went wrong. Please try again.'}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  const routine = query.data;
  // An old name of a renamed routine: show it at its current address.
  if (routineNameKey(routine.routineName) !== routineNameKey(routineRef.routineName))
    return <Navigate to={routinePath(routine.creatorID, routine.routineName)} replace />;
  return (
    <>
      {seo(
        routine.routineName,
        routine.routineDescription ||
          `${routine.routineName} by ${routine.creator.username}: ${routine.workouts.length} workouts, about ${routine.estimatedTimeMinutes} minutes.`,
      )}
      <RoutineDetails
        key={`${routineRef.userID}/${routineRef.routineName}`}
        routine={routine}
        routineRef={routineRef}
        user={user}
      />
    </>
  );
}
