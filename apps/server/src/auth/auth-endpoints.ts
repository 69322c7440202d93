import { isSafeRedirect, LIMITS, usernameSchema } from '@stryd/domain';
import { z } from 'zod';
import type { AppConfig } from '../config';

/**
 * The part of better-auth the app uses, and nothing more (docs/engineering.md#sign-in-boundary). Every other
 * path under /api/auth answers 404: profile updates, e-mail changes, session lists, token minting and the
 * like are not reachable from outside, whatever better-auth itself offers.
 */
export interface AuthEndpoint {
  method: 'GET' | 'POST';
  path: string;
  /** The JSON body, checked before better-auth sees it; only what it lets through is forwarded. */
  body?: z.ZodType<Record<string, unknown> | undefined>;
  /** Counts against the sign-in attempt limits. */
  signIn?: boolean;
  /** Ends a session: every process forgets cached sessions. */
  endsSession?: boolean;
}

const { passwordMin, passwordMax } = LIMITS;
export const BAD_REDIRECT_MESSAGE = 'The return address must be a page of this site.';

const email = z.email('Enter a valid email address.').max(LIMITS.emailMax);
const signInPassword = z.string().min(1, 'Password is required.').max(passwordMax);

/**
 * A callback URL is kept only when it resolves to a page of this origin, and is forwarded as that
 * resolved path: better-auth and the browser then redirect to exactly what was checked.
 */
export function sameOriginTarget(value: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSafeRedirect(path) ? path : null;
}

function redirectField(origin: string) {
  return z.string().transform((value, ctx) => {
    const target = sameOriginTarget(value, origin);
    if (target === null) {
      ctx.addIssue({ code: 'custom', message: BAD_REDIRECT_MESSAGE, params: { badRedirect: true } });
      return z.NEVER;
    }
    return target;
  });
}

/** The endpoints for this configuration (OAuth routes exist only for the providers that are set up). */
export function authEndpoints(config: Pick<AppConfig, 'baseUrl' | 'oauth'>): AuthEndpoint[] {
  const origin = new URL(config.baseUrl).origin;
  const target = redirectField(origin);
  const oauthStart = {
    callbackURL: target,
    errorCallbackURL: target.optional(),
    newUserCallbackURL: target.optional(),
    disableRedirect: z.boolean().optional(),
  };
  const social = (['github', 'google'] as const).filter((p) => config.oauth[p]);
  const endpoints: AuthEndpoint[] = [
    {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: z.strictObject({
        email,
        password: z
          .string()
          .min(passwordMin, `Password must be at least ${passwordMin} characters.`)
          .max(passwordMax, `Password must be at most ${passwordMax} characters.`),
        username: usernameSchema,
        // The account's name is its username: sign-up takes no other profile field.
        name: usernameSchema.optional(),
        callbackURL: target.optional(),
        rememberMe: z.boolean().optional(),
      }),
    },
    {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      signIn: true,
      body: z.strictObject({
        email,
        password: signInPassword,
        callbackURL: target.optional(),
        rememberMe: z.boolean().optional(),
      }),
    },
    {
      method: 'POST',
      path: '/api/auth/sign-in/username',
      signIn: true,
      body: z.strictObject({
        username: z.string().trim().min(1, 'Username is required.').max(LIMITS.usernameMax),
        password: signInPassword,
        rememberMe: z.boolean().optional(),
      }),
    },
    { method: 'POST', path: '/api/auth/sign-out', endsSession: true, body: z.strictObject({}).optional() },
    { method: 'GET', path: '/api/auth/get-session' },
  ];
  if (social.length > 0) {
    endpoints.push({
      method: 'POST',
      path: '/api/auth/sign-in/social',
      body: z.strictObject({ provider: z.enum(social, 'Unknown sign-in provider.'), ...oauthStart }),
    });
    for (const provider of social) endpoints.push({ method: 'GET', path: `/api/auth/callback/${provider}` });
  }
  if (config.oauth.oidc) {
    endpoints.push(
      {
        method: 'POST',
        path: '/api/auth/sign-in/oauth2',
        body: z.strictObject({ providerId: z.literal('oidc', 'Unknown sign-in provider.'), ...oauthStart }),
      },
      { method: 'GET', path: '/api/auth/oauth2/callback/oidc' },
    );
  }
  return endpoints;
}
