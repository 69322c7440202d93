import { LIMITS, usernameProblem } from '@stryd/domain';

/** Client-side checks for the sign-in forms in the server's words (the domain's rules); the server checks again. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = LIMITS.passwordMin;
export const PASSWORD_MAX_LENGTH = LIMITS.passwordMax;

export const MESSAGES = {
  usernameRequired: 'Username is required.',
  emailRequired: 'Email is required.',
  emailFormat: 'Enter a valid email address, like name@example.com.',
  identifierRequired: 'Enter your email or username.',
  passwordRequired: 'Password is required.',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
} as const;

export function validateUsername(value: string): string | undefined {
  const username = value.trim();
  if (!username) return MESSAGES.usernameRequired;
  return usernameProblem(username);
}

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return MESSAGES.emailFormat;
  return undefined;
}

export function validateNewPassword(value: string): string | undefined {
  if (!value) return MESSAGES.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordShort;
  if (value.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordLong;
  return undefined;
}

export interface SignupValues {
  username: string;
  email: string;
  password: string;
}

export function validateSignup(values: SignupValues): FieldErrors<keyof SignupValues> {
  const errors: FieldErrors<keyof SignupValues> = {};
  const username = validateUsername(values.username);
  const email = validateEmail(values.email);
  const password = validateNewPassword(values.password);
  if (username) errors.username = username;
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}

export interface LoginValues {
  identifier: string;
  password: string;
}

/** An identifier with '@' is an email address; anything else is a username. */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@');
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  const identifier = values.identifier.trim();
  if (!identifier) errors.identifier = MESSAGES.identifierRequired;
  else if (isEmailIdentifier(identifier)) {
    const email = validateEmail(identifier);
    if (email) errors.identifier = email;
  } else {
    const username = usernameProblem(identifier);
    if (username) errors.identifier = username;
  }
  if (!values.password) errors.password = MESSAGES.passwordRequired;
  return errors;
}
