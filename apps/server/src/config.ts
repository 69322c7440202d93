import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AiConfig, aiFrom } from './config/ai';
import { ConfigError, type Env, parseEnv } from './config/env';
import { keptInDataDir } from './config/kept-in-data-dir';
import { type PaymentsConfig, paymentsFrom } from './config/payments';
import { type PushConfig, pushFrom } from './config/push';
import { type DatabaseConfig, pathFrom, type StorageConfig, storageFrom } from './config/storage';
import { COMMENTS_PER_HOUR } from './modules/comments/comment-limit';
import { KUDOS_PER_HOUR } from './modules/kudos/kudos-limit';

/**
 * The ONLY reader of process.env (docs/engineering.md#configuration). Every setting is validated
 * (config/env.ts); a bad value stops the server at start with a message naming the variable. Each area's
 * settings are read in config/<area>.ts.
 */

export type { PlanIds } from './config/payments';
export type { AiConfig, DatabaseConfig, Env, PaymentsConfig, PushConfig, StorageConfig };
export { ConfigError };

const here = dirname(fileURLToPath(import.meta.url));

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  baseUrl: string;
  siteUrl: string | null;
  secureCookies: boolean;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  database: DatabaseConfig;
  webDistDir: string;
  authSecret: string;
  loginLimits: { perIp: number; perAccount: number; windowMs: number };
  /** Kudos one person may give in a clock hour (KUDOS_PER_HOUR unless KUDOS_LIMIT_PER_HOUR says). */
  kudosPerHour: number;
  /** Comments one person may post in a clock hour (COMMENTS_PER_HOUR unless COMMENT_LIMIT_PER_HOUR says). */
  commentsPerHour: number;
  oauth: { github?: OAuthClient; google?: OAuthClient; oidc?: OAuthClient & { discoveryUrl: string } };
  contact: { supportEmail: string; businessEmail: string };
  company: { name: string; address: string };
  /**
   * Outgoing e-mail: without smtpUrl, mails stay queued in email_outbox
   * (docs/engineering.md#server-composed-e-mail).
   */
  email: { smtpUrl: string | null; from: string };
  /**
   * The AI coach (docs/engineering.md#stack): builtin needs nothing; openai-compatible needs a base URL and
   * model.
   */
  ai: AiConfig;
  /** Payments (docs/engineering.md#payment-state): see modules/payments and docs/payments.md. */
  payments: PaymentsConfig;
  /** Web Push (decision 036): the VAPID keys and the push services allowed on private hosts. */
  push: PushConfig;
  /** Prometheus /metrics: off by default; on loopback, or anywhere with the token (http/metrics.ts). */
  metrics: { enabled: boolean; token: string | null };
}

function pair(id: string | undefined, secret: string | undefined, name: string): OAuthClient | undefined {
  if (!id && !secret) return undefined;
  if (!id || !secret)
    throw new ConfigError(`Invalid settings:\n  ${name}: set both the client id and secret`);
  return { clientId: id, clientSecret: secret };
}

/** A stable secret for one-machine installs: generated once, kept beside the database. */
function loadOrCreateSecret(dataDir: string): string {
  return keptInDataDir(dataDir, '.auth-secret', () => randomBytes(32).toString('hex'));
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnv(source);
  const { dataDir, database } = storageFrom(env);
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const oidc = pair(env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET, 'OIDC_CLIENT_ID/OIDC_CLIENT_SECRET');
  if (oidc && !env.OIDC_DISCOVERY_URL) {
    throw new ConfigError('Invalid settings:\n  OIDC_DISCOVERY_URL: required when OIDC_CLIENT_ID is set');
  }
  // Checked before the secret is generated: a bad setting leaves no new .auth-secret behind.
  const ai = aiFrom(env);
  const payments = paymentsFrom(env, baseUrl);
  const push = pushFrom(env);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    baseUrl,
    siteUrl: env.SITE_URL?.replace(/\/+$/, '') ?? null,
    secureCookies: baseUrl.startsWith('https://'),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    dataDir,
    database,
    webDistDir: pathFrom(env, env.WEB_DIST_DIR ?? resolve(here, '../../web/dist')),
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    loginLimits: { perIp: env.LOGIN_LIMIT_PER_IP, perAccount: env.LOGIN_LIMIT_PER_ACCOUNT, windowMs: 60_000 },
    kudosPerHour: env.KUDOS_LIMIT_PER_HOUR ?? KUDOS_PER_HOUR,
    commentsPerHour: env.COMMENT_LIMIT_PER_HOUR ?? COMMENTS_PER_HOUR,
    oauth: {
      github: pair(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET, 'GITHUB_CLIENT_ID/GITHUB_CLIENT_SECRET'),
      google: pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, 'GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET'),
      oidc: oidc && env.OIDC_DISCOVERY_URL ? { ...oidc, discoveryUrl: env.OIDC_DISCOVERY_URL } : undefined,
    },
    contact: { supportEmail: env.CONTACT_SUPPORT_EMAIL, businessEmail: env.CONTACT_BUSINESS_EMAIL },
    company: { name: env.COMPANY_NAME, address: env.COMPANY_ADDRESS },
    email: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
    ai,
    payments,
    push,
    metrics: { enabled: env.METRICS || Boolean(env.METRICS_TOKEN), token: env.METRICS_TOKEN ?? null },
  };
}

/** Only where the data lives, for operator commands: validates every setting, creates nothing. */
export function loadStorageConfig(source: NodeJS.ProcessEnv = process.env): StorageConfig {
  return storageFrom(parseEnv(source));
}
