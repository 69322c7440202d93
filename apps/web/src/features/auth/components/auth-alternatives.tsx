import { Link } from 'react-router';
import { withRedirect } from '../use-redirect-target';
import { OAuthButtons } from './oauth-buttons';

interface AuthAlternativesProps {
  redirectTo: string | null;
  onError: (message: string) => void;
  /** The question before the link, e.g. 'New to Stryd?'. */
  prompt: string;
  /** The other auth page, keeping redirectTo. */
  to: '/login' | '/signup';
  linkText: string;
}

/** Below both auth forms: the social sign-in buttons and the link to the other form. */
export function AuthAlternatives({ redirectTo, onError, prompt, to, linkText }: AuthAlternativesProps) {
  return (
    <>
      <div className="mt-4">
        <OAuthButtons redirectTo={redirectTo} onError={onError} />
      </div>
      <p className="mt-6 text-center text-sm text-muted">
        {prompt}{' '}
        <Link to={withRedirect(to, redirectTo)} className="font-semibold text-accent-text underline">
          {linkText}
        </Link>
      </p>
    </>
  );
}
