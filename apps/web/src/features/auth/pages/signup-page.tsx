import { Navigate } from 'react-router';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { FormAlert } from '../../../lib/ui/form-alert';
import { buttonStyles } from '../../../lib/ui/styles';
import { TextField } from '../../../lib/ui/text-field';
import { signUpWithPassword } from '../api/auth-actions';
import { AuthAlternatives } from '../components/auth-alternatives';
import { AuthCard } from '../components/auth-card';
import { useAuthForm } from '../use-auth-form';
import { useRedirectTarget } from '../use-redirect-target';
import { validateSignup } from '../validation';

const FIELDS = ['username', 'email', 'password'] as const;

export function SignupPage() {
  const { user } = useSession();
  const { redirectTo, target } = useRedirectTarget();
  const { serverError, setServerError, pending, field, onSubmit } = useAuthForm({
    fields: FIELDS,
    initial: { username: '', email: '', password: '' },
    validate: validateSignup,
    submit: signUpWithPassword,
    target,
  });

  if (user && !pending) return <Navigate to={target} replace />;

  return (
    <>
      <Seo
        title="Sign up"
        description="Create your free Stryd account: build routines, earn XP and train with friends."
        path="/signup"
      />
      <AuthCard title="Create your account" intro="Build routines, earn XP and train with friends.">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <FormAlert message={serverError} />
          <TextField
            {...field('username')}
            id="signup-username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            hint="3–20 characters: letters, digits, _ or ."
          />
          <TextField
            {...field('email')}
            id="signup-email"
            type="email"
            label="Email"
            autoComplete="email"
            inputMode="email"
          />
          <TextField
            {...field('password')}
            id="signup-password"
            type="password"
            label="Password"
            autoComplete="new-password"
            hint="At least 8 characters."
          />
          <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={pending}>
            {pending ? 'Signing up…' : 'Sign up'}
          </button>
        </form>
        <AuthAlternatives
          redirectTo={redirectTo}
          onError={setServerError}
          prompt="Already have an account?"
          to="/login"
          linkText="Log in"
        />
      </AuthCard>
    </>
  );
}
