import { Navigate, useSearchParams } from 'react-router';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { PageFallback } from '../../../lib/ui/page-fallback';
import { NativeCallback } from '../components/native-callback';
import { readNativeCallback } from '../native/native-auth-urls';
import { useRedirectTarget } from '../use-redirect-target';

/**
 * Where OAuth providers return to: once the session is known, go to the (safe) redirectTo. With
 * native=1 the page is in the system browser on the app's behalf and hands the sign-in to the app.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const native = readNativeCallback(params);
  return (
    <>
      <Seo title="Signing you in" description="Finishing sign-in." path="/auth-callback" noIndex />
      <h1 className="sr-only">Signing you in</h1>
      {native ? <NativeCallback {...native} /> : <WebCallback />}
    </>
  );
}

function WebCallback() {
  const { isPending } = useSession();
  const { target } = useRedirectTarget();
  return isPending ? <PageFallback /> : <Navigate to={target} replace />;
}
