import { Navigate } from 'react-router';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { FormAlert } from '../../../lib/ui/form-alert';
import { buttonStyles } from '../../../lib/ui/styles';
import { TextField } from '../../../lib/ui/text-field';
import { signInWithPassword } from '../api/auth-actions';
import { AuthAlternatives } from '../components/auth-alternatives';
import { AuthCard } from '../components/auth-card';
import { useAuthForm } from '../use-auth-form';
import { useRedirectTarget } from '../use-redirect-target';
import { validateLogin } from '../validation';

export function LoginPage() {
  const { user } = useSession();
  const { redirectTo, target } = useRedirectTarget();
  const { serverError, setServerError, pending, field, onSubmit } = useAuthForm({
    fields: ['identifier', 'password'] as const,
    initial: { identifier: '', password: '' },
    validate: validateLogin,
    submit: (values) => signInWithPassword(values.identifier, values.password),
    target,
  });

  if (user && !pending) return <Navigate to={target} replace />;

  return (
    <>
      <Seo
        title="Log in"
        description="Log in to Stryd to train, track XP and follow your friends."
        path="/login"
      />
      <AuthCard title="Log in" intro="Welcome back. Pick up where you left off.">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <FormAlert message={serverError} />
          <TextField
            {...field('identifier')}
            id="login-identifier"
            label="Email or username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField
            {...field('password')}
            id="login-password"
            type="password"
            label="Password"
            autoComplete="current-password"
          />
          <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={pending}>
            {pending ? 'Signing in…' : 'Log in'}
          </button>
        </form>
        <AuthAlternatives
          redirectTo={redirectTo}
          onError={setServerError}
          prompt="New to Stryd?"
          to="/signup"
          linkText="Create an account"
        />
      </AuthCard>
    </>
  );
}
