import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session';
import { PageFallback } from '../../../lib/ui/page-fallback';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import { startOAuth } from '../api/auth-actions';
import { issueOneTimeToken } from '../api/one-time-token';
import { handBack } from '../native/hand-back';
import {
  type AppReturn,
  appReturnUrl,
  type NativeCallbackRequest,
  nativeCallbackPath,
} from '../native/native-auth-urls';

/**
 * /auth-callback?native=1 in the system browser, the browser's side of signing in to the app: first
 * visit (with a provider) starts OAuth, which returns here; then, signed in, it hands a one-time token
 * to the app. Errors go back to the app too, so the user is never left in the browser.
 */
export function NativeCallback({ state, provider, error }: NativeCallbackRequest) {
  const { user, isPending } = useSession();
  const [returned, setReturned] = useState<AppReturn | null>(null);
  // One token (and one OAuth start) per visit: the effect runs again when the session is read again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    const leave = (outcome: AppReturn) => {
      setReturned(outcome);
      handBack.open(appReturnUrl(outcome));
    };
    if (provider) {
      started.current = true;
      const back = nativeCallbackPath(state);
      void startOAuth(provider, back, back).then((failed) => {
        if (failed) leave({ state, error: 'oauth_start_failed' });
      });
    } else if (error) {
      started.current = true;
      leave({ state, error });
    } else if (!isPending) {
      started.current = true;
      if (!user) leave({ state, error: 'not_signed_in' });
      else
        issueOneTimeToken().then(
          (token) => leave({ state, token }),
          () => leave({ state, error: 'token_unavailable' }),
        );
    }
  }, [state, provider, error, user, isPending]);

  if (!returned) return <PageFallback />;
  const signedIn = 'token' in returned;
  return (
    <section className={`${cardStyles} mx-auto mt-6 w-full max-w-md text-center`}>
      <p role="status">
        {signedIn ? 'You are signed in. Return to the Stryd app to continue.' : 'Sign-in was not completed.'}
      </p>
      <a href={appReturnUrl(returned)} className={`${buttonStyles.primary} mt-4 w-full`}>
        {signedIn ? 'Open the Stryd app' : 'Return to the Stryd app'}
      </a>
    </section>
  );
}
