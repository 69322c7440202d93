import { loginRedirectPath, UI_TEXT } from '@stryd/domain';
import { Navigate } from 'react-router';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { PageFallback } from '../../../lib/ui/page-fallback';
import { UpgradePanel } from '../../../lib/ui/upgrade-panel';
import { AddRoutineForm } from '../components/add-routine-form';

export const ADD_ROUTINE_PATH = '/add-routine';

/**
 * /add-routine (docs/product.md#creating-a-routine): signed out → log in first; free → upsell; premium → the
 * form.
 */
export function AddRoutinePage() {
  const { user, isPending, isPaid } = useSession();
  const seo = (
    <Seo
      title="Create a routine"
      description="Build your own routine: details, settings and exercises."
      path={ADD_ROUTINE_PATH}
    />
  );
  if (isPending) {
    return (
      <>
        {seo}
        <PageFallback />
      </>
    );
  }
  if (!user) return <Navigate to={loginRedirectPath(ADD_ROUTINE_PATH)} replace />;
  if (!isPaid) {
    return (
      <>
        {seo}
        <UpgradePanel
          title={UI_TEXT.creatingRoutinesPremium}
          message="Upgrade to Plus to build your own routines, share them and earn XP with friends."
        />
      </>
    );
  }
  return (
    <>
      {seo}
      <div className="mx-auto max-w-3xl">
        <header className="mb-5">
          <h1 id="add-routine-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Create a routine
          </h1>
          <p className="mt-1 text-muted">
            Details, settings and exercises. You can share it once it is saved.
          </p>
        </header>
        <AddRoutineForm user={user} />
      </div>
    </>
  );
}
