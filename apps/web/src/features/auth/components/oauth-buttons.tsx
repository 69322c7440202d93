import { useState } from 'react';
import { type OAuthProvider, usePublicConfig } from '../../../lib/public-config';
import { buttonStyles } from '../../../lib/ui/styles';
import { signInWithProvider } from '../api/auth-actions';
import { getNativeAuth } from '../native/native-auth';
import { startNativeSignIn } from '../native/native-sign-in';

const PROVIDER_LABELS: Record<OAuthProvider, string> = {
  github: 'Continue with GitHub',
  google: 'Continue with Google',
  oidc: 'Continue with single sign-on',
};

/**
 * One button per OAuth provider the server has switched on; nothing when there are none. In the app,
 * sign-in runs in the system browser and comes back through NativeAuthListener.
 */
export function OAuthButtons({
  redirectTo,
  onError,
}: {
  redirectTo: string | null;
  onError: (message: string) => void;
}) {
  const { config } = usePublicConfig();
  const [pending, setPending] = useState<OAuthProvider | null>(null);
  const providers = config.oauthProviders.filter((p): p is OAuthProvider => p in PROVIDER_LABELS);
  if (providers.length === 0) return null;

  const start = async (provider: OAuthProvider) => {
    setPending(provider);
    const nativeAuth = getNativeAuth();
    const error = nativeAuth.native
      ? await startNativeSignIn(nativeAuth, provider, redirectTo)
      : await signInWithProvider(provider, redirectTo);
    if (error) onError(error);
    // The app stays on this page while the browser is open, and the user may close it without signing in.
    if (error || nativeAuth.native) setPending(null);
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`${buttonStyles.secondary} w-full`}
          disabled={pending !== null}
          onClick={() => start(provider)}
        >
          {PROVIDER_LABELS[provider]}
        </button>
      ))}
    </div>
  );
}
