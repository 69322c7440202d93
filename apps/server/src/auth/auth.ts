import { LIMITS, usernameSchema } from '@stryd/domain';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { genericOAuth, username } from 'better-auth/plugins';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { appSession } from './app-session';
import { CLIENT_IP_HEADER } from './client-ip-header';
import { createProfile } from './profile.repository';
import { profileFields } from './profile-fields';

/**
 * better-auth on our own Kysely connection: sessions live in the database and travel in an HttpOnly,
 * SameSite=Lax cookie (Secure when BASE_URL is https). Only the endpoints listed in auth-endpoints.ts are
 * reachable from outside (auth.routes.ts); rate limiting of sign-in is ours (login-limit.service.ts) so
 * it can count per account as well as per IP, with one clear message.
 */
export function createAuth(config: AppConfig, handle: DatabaseHandle, clock: Clock) {
  const { github, google, oidc } = config.oauth;
  return betterAuth({
    appName: 'Stryd',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl, ...(config.siteUrl ? [config.siteUrl] : [])],
    database: { db: handle.db, type: handle.dialect, transaction: true },
    user: { modelName: 'users' },
    session: {
      modelName: 'sessions',
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No signed session copy in a cookie: it outlived sign-out by up to its age (decision 011).
      cookieCache: { enabled: false },
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      autoSignIn: true,
    },
    rateLimit: { enabled: false },
    // A failed OAuth return lands on our sign-in page, never on a page of better-auth's.
    onAPIError: { errorURL: `${config.baseUrl}/login` },
    telemetry: { enabled: false },
    // Expected events (a wrong password) are answered to the client; only surface warnings when logging.
    logger: { disabled: config.logLevel === 'silent', level: 'warn' },
    advanced: {
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    socialProviders: {
      ...(github ? { github } : {}),
      ...(google ? { google } : {}),
    },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 20,
        usernameValidator: (value) => usernameSchema.safeParse(value).success,
      }),
      // The Android app's sign-in hand-over (docs/native-sign-in.md) opens the app's session through it.
      appSession(),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'oidc',
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  discoveryUrl: oidc.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                },
              ],
            }),
          ]
        : []),
    ],
    databaseHooks: {
      user: {
        create: {
          // OAuth providers fill name and image from the provider's profile: hold them to our rules too.
          before: async (user) => ({ data: { ...user, ...profileFields(user) } }),
          after: async (user) => {
            await createProfile(handle.db, user.id, clock.now());
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates better-auth's tables (its CLI does not run on Node 20; this is its programmatic API). */
export async function migrateAuthTables(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
