import { Smartphone } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session';
import { MessagePanel } from '../../../lib/ui/message-panel';
import { PageFallback } from '../../../lib/ui/page-fallback';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import { startOAuth } from '../api/auth-actions';
import { grantNativeSignIn } from '../api/native-sign-in';
import { handBack } from '../native/hand-back';
import {
  type AppReturn,
  appReturnUrl,
  type NativeCallbackRequest,
  nativeCallbackPath,
} from '../native/native-auth-urls';

/**
 * /auth-callback?native=1 in the system browser, the browser's side of signing in to the app: first
 * visit (with a provider) starts OAuth, which returns here; then, signed in, it asks the user whether
 * to sign the app in, and only on "Continue" asks the server for a code bound to the app's challenge.
 * Any site can send a browser here, so nothing is handed over without that click. Errors go back to the
 * app too, so the user is never left in the browser.
 */
export function NativeCallback({ state, challenge, provider, error }: NativeCallbackRequest) {
  const { user, isPending } = useSession();
  const [returned, setReturned] = useState<AppReturn | null>(null);
  const [granting, setGranting] = useState(false);
  // One OAuth start or hand-back per visit: the effect runs again when the session is read again.
  const settled = useRef(false);

  const leave = useCallback((outcome: AppReturn) => {
    settled.current = true;
    setReturned(outcome);
    handBack.open(appReturnUrl(outcome));
  }, []);

  useEffect(() => {
    if (settled.current) return;
    if (provider) {
      settled.current = true;
      const back = nativeCallbackPath({ state, challenge });
      void startOAuth(provider, back, back).then((failed) => {
        if (failed) leave({ state, error: 'oauth_start_failed' });
      });
    } else if (error) leave({ state, error });
    else if (!isPending && !user) leave({ state, error: 'not_signed_in' });
  }, [state, challenge, provider, error, user, isPending, leave]);

  const decide = async (confirmed: boolean) => {
    if (settled.current) return;
    settled.current = true;
    if (!confirmed) return leave({ state, error: 'cancelled' });
    setGranting(true);
    try {
      leave({ state, code: await grantNativeSignIn(challenge) });
    } catch {
      leave({ state, error: 'code_unavailable' });
    }
  };

  if (returned) return <Returned outcome={returned} />;
  if (provider || error || !user) return <PageFallback />;
  return (
    <MessagePanel
      headingId="native-sign-in-heading"
      headingLevel={2}
      icon={Smartphone}
      title={`Sign in to the Stryd app as ${user.username}?`}
      message="Continue only if you just chose to sign in from the Stryd app on this device."
    >
      <div className="mt-6 flex flex-col gap-3">
        <button
          type="button"
          className={`${buttonStyles.primary} min-h-14 w-full text-lg`}
          onClick={() => void decide(true)}
          disabled={granting}
          aria-busy={granting}
        >
          Continue to the app
        </button>
        <button
          type="button"
          className={`${buttonStyles.secondary} min-h-12 w-full`}
          onClick={() => void decide(false)}
          disabled={granting}
        >
          Cancel
        </button>
      </div>
    </MessagePanel>
  );
}

function Returned({ outcome }: { outcome: AppReturn }) {
  const signedIn = 'code' in outcome;
  return (
    <section className={`${cardStyles} mx-auto mt-6 w-full max-w-md text-center`}>
      <p role="status">
        {signedIn ? 'You are signed in. Return to the Stryd app to continue.' : 'Sign-in was not completed.'}
      </p>
      <a href={appReturnUrl(outcome)} className={`${buttonStyles.primary} mt-4 min-h-12 w-full`}>
        {signedIn ? 'Open the Stryd app' : 'Return to the Stryd app'}
      </a>
    </section>
  );
}
