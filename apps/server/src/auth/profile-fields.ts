import { isHttpsLink, LIMITS } from '@stryd/domain';

/** Longest shown name an account may carry (a username is at most LIMITS.usernameMax). */
export const PROFILE_NAME_MAX = 40;
export const PROFILE_NAME_FALLBACK = 'Stryd user';

/**
 * What other people see of an account, whoever supplied it (our sign-up, or an OAuth provider's
 * profile): the name is letters, digits, spaces and . _ - ' only, so it can carry no link or markup
 * into someone's mail or screen; the picture is an https address or nothing.
 */
export function profileFields(user: { name?: unknown; image?: unknown }): {
  name: string;
  image: string | null;
} {
  const raw = typeof user.name === 'string' ? user.name.normalize('NFKC') : '';
  const name = raw
    .replace(/[^\p{L}\p{N} ._'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, PROFILE_NAME_MAX)
    .trim();
  return { name: name || PROFILE_NAME_FALLBACK, image: httpsImage(user.image) };
}

function httpsImage(value: unknown): string | null {
  return typeof value === 'string' && value.length <= LIMITS.urlMax && isHttpsLink(value) ? value : null;
}
