import { type CurrentUser, LIMITS, type ProfileUpdateBody, profileUpdateBodySchema } from '@stryd/domain';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Avatar } from '../../../lib/ui/avatar';
import { CardSection } from '../../../lib/ui/card-section';
import { FormAlert } from '../../../lib/ui/form-alert';
import { buttonStyles } from '../../../lib/ui/styles';
import { TextField } from '../../../lib/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';

type Field = keyof ProfileUpdateBody;
type FieldErrors = Partial<Record<Field, string>>;

export const PROFILE_SAVED = 'Profile saved';
const SAVE_FAILED = 'Could not save your profile. Please try again.';

/** The domain's rules (the ones sign-up and the server use), as one message per field. */
function validate(values: ProfileUpdateBody): FieldErrors {
  const parsed = profileUpdateBodySchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Display name (the username) and avatar link, checked as sign-up checks them before anything is sent. */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const [values, setValues] = useState<ProfileUpdateBody>({
    username: user.username,
    profileImageLink: user.profileImageLink ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useUpdateProfile();

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(values, {
      onSuccess: () => toast.success(PROFILE_SAVED),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'USERNAME_TAKEN')
          setErrors({ username: error.message });
        else setServerError(error instanceof ApiError ? error.message : SAVE_FAILED);
      },
    });
  };

  return (
    <CardSection headingId="profile-heading" title="Profile" intro="How other members see you.">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormAlert message={serverError} />
        <div className="flex items-center gap-3">
          <Avatar username={values.username || user.username} imageLink={user.profileImageLink} size="md" />
          <p className="text-sm text-muted">Your picture as others see it now.</p>
        </div>
        <TextField
          className="min-h-11"
          id="settings-username"
          label="Display name"
          value={values.username}
          onChange={change('username')}
          error={errors.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.usernameMax + 10}
          hint="Your username: shown on your profile and leaderboards, and used to sign in. 3–20 characters: letters, digits, _ or ."
        />
        <TextField
          className="min-h-11"
          id="settings-avatar"
          label="Avatar link"
          type="url"
          inputMode="url"
          value={values.profileImageLink}
          onChange={change('profileImageLink')}
          error={errors.profileImageLink}
          placeholder="https://…"
          maxLength={LIMITS.urlMax + 10}
          hint="An https:// address of a picture; leave it empty for your initials."
        />
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save profile'}
        </button>
      </form>
    </CardSection>
  );
}
