import { loginRedirectPath, routineEditPath, routinePath, routineRefFromPath } from '@stryd/domain';
import { Lock } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { MessagePanel } from '../../../lib/ui/message-panel';
import { PageFallback } from '../../../lib/ui/page-fallback';
import { UpgradePanel } from '../../../lib/ui/upgrade-panel';
import { useRoutine } from '../api/get-routine';
import { AddRoutineForm } from '../components/add-routine-form';
import { RoutineLoadError, RoutineNotFound } from '../components/gate-panels';

export const EDITING_PREMIUM = 'Editing routines is a premium feature';

/** /stryd/{userID}/{routineName}/edit: the creator edits the routine in the routine form. */
export function EditRoutinePage() {
  const location = useLocation();
  const routineRef = routineRefFromPath(location.pathname);
  const { user, isPending, isPaid } = useSession();
  const query = useRoutine(routineRef, Boolean(user) && isPaid);
  const seo = <Seo title={`Edit ${routineRef.routineName}`} noIndex />;

  if (isPending || (user && isPaid && query.isPending))
    return (
      <>
        {seo}
        <PageFallback />
      </>
    );
  if (!user) return <Navigate to={loginRedirectPath(location.pathname)} replace />;
  const error = query.error;
  if (!isPaid || (error instanceof ApiError && error.status === 402))
    return (
      <>
        {seo}
        <UpgradePanel
          title={EDITING_PREMIUM}
          message="Upgrade to Plus to build, edit and share your own routines."
        />
      </>
    );
  if (error instanceof ApiError && error.status === 404) return <RoutineNotFound />;
  // A failed refetch keeps the routine being edited on screen, and what was typed into it.
  if (!query.data)
    return (
      <RoutineLoadError
        message={error?.message ?? 'Something went wrong. Please try again.'}
        onRetry={() => void query.refetch()}
      />
    );
  const routine = query.data;
  if (!routine.viewer.isCreator)
    return (
      <>
        {seo}
        <MessagePanel
          headingId="edit-not-yours"
          icon={Lock}
          tone="muted"
          title="Only its creator can edit this routine"
          message="You can join it, or build your own routine from it."
        >
          <Link
            to={routinePath(routine.creatorID, routine.routineName)}
            className="mt-4 inline-block font-semibold text-accent-text underline"
          >
            Back to {routine.routineName}
          </Link>
        </MessagePanel>
      </>
    );
  return (
    <>
      <Seo
        title={`Edit ${routine.routineName}`}
        path={routineEditPath(routine.creatorID, routine.routineName)}
        noIndex
      />
      <div className="mx-auto max-w-3xl">
        <header className="mb-5">
          <h1 id="edit-routine-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Edit {routine.routineName}
          </h1>
          <p className="mt-1 text-muted">
            Everyone on the routine keeps their XP. Workouts marked “Stays” can be changed but not removed.
          </p>
        </header>
        {/* A new version of the routine starts the form afresh. */}
        <AddRoutineForm
          key={routine.version}
          user={user}
          editing={routine}
          labelledBy="edit-routine-heading"
        />
      </div>
    </>
  );
}
