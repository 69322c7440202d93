import { usernameSchema } from '@stryd/domain';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { genericOAuth, oneTimeToken, username } from 'better-auth/plugins';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createProfile } from './profile.repository';

/** How long a native sign-in hand-over token lives. */
export const ONE_TIME_TOKEN_MINUTES = 3;

/**
 * better-auth on our own Kysely connection: sessions live in the database and travel in an HttpOnly,
 * SameSite=Lax cookie (Secure when BASE_URL is https). Rate limiting of sign-in is ours (login-limit.ts)
 * so it can count per account as well as per IP, with one clear message.
 */
export function createAuth(config: AppConfig, handle: DatabaseHandle) {
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
      // A signed copy of the session in a cookie spares a database read on most requests.
      cookieCache: { enabled: true, maxAge: 60 },
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Expected events (a wrong password) are answered to the client; only surface warnings when logging.
    logger: { disabled: config.logLevel === 'silent', level: 'warn' },
    advanced: {
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
      ipAddress: { ipAddressHeaders: ['x-stryd-client-ip'] },
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
      // The Android app's social sign-in (docs/native-sign-in.md): the system browser, signed in, mints a
      // single-use token (kept hashed, 3 minutes) that the app trades for its own session cookie.
      oneTimeToken({ expiresIn: ONE_TIME_TOKEN_MINUTES, storeToken: 'hashed' }),
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
          after: async (user) => {
            await createProfile(handle.db, user.id);
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
