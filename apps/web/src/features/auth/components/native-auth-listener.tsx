import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { refreshSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { redeemNativeSignIn } from '../api/native-sign-in';
import { getNativeAuth } from '../native/native-auth';
import { completeNativeSignIn } from '../native/native-sign-in';

/**
 * In the app: waits for the system browser to hand a finished social sign-in back, redeems its code
 * with the verifier the app kept for a session and goes where the user was heading. Renders nothing; does nothing on the web.
 */
export function NativeAuthListener() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const nativeAuth = getNativeAuth();
    if (!nativeAuth.native) return;
    return nativeAuth.onAppUrl(async (url) => {
      const outcome = await completeNativeSignIn(url, redeemNativeSignIn);
      if (outcome.kind === 'ignored') return;
      if (outcome.kind === 'failed') {
        toast.error(outcome.message);
        navigate(outcome.retryPath, { replace: true });
        return;
      }
      await refreshSession(queryClient);
      navigate(outcome.target, { replace: true });
    });
  }, [navigate, queryClient]);
  return null;
}
