import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { turnPushOff } from '../../lib/push';
import { clearSession, refreshSession } from '../../lib/session';
import { toast } from '../../lib/toast';

/**
 * Sign out, then go home with 'Signed out'. The account is forgotten only once home is on screen: a
 * protected page still showing would otherwise send the signed-out visitor to /login?redirectTo=…
 * (the router renders the way home as a transition, after the session change).
 */
export function useSignOut(onSignedOut: () => void) {
  const [signingOut, setSigningOut] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!signedOut || pathname !== '/') return;
    setSignedOut(false);
    clearSession(queryClient);
    toast.success('Signed out');
    void refreshSession(queryClient);
  }, [signedOut, pathname, queryClient]);

  const signOut = async () => {
    setSigningOut(true);
    try {
      const { authClient, authErrorMessage } = await import('../../lib/auth-client');
      // The next person on this device must not get this account's pushes (best effort: signing out goes on).
      await turnPushOff().catch(() => undefined);
      const { error } = await authClient.signOut();
      if (error) {
        toast.error(authErrorMessage(error));
        return;
      }
      onSignedOut();
      setSignedOut(true);
      await navigate('/');
    } catch {
      toast.error('Could not sign out. Please try again.');
    } finally {
      setSigningOut(false);
    }
  };

  return { signOut, signingOut };
}
