import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AI_PROVIDER_NAMES,
  type AiProviderName,
  CHECKOUT_PROVIDERS,
  type CheckoutProvider,
  type PaidPlanType,
} from '@stryd/domain';
import { z } from 'zod';

/**
 * The ONLY reader of process.env (DESIGN §2). Every setting is validated here; a bad value stops the
 * server at start with a message naming the variable.
 */
const here = dirname(fileURLToPath(import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // npm sets INIT_CWD to the directory it was run in; workspace scripts themselves run elsewhere.
  INIT_CWD: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?:\/\/|file:|sqlite:)/,
      'must start with postgres://, postgresql://, file: or sqlite:',
    )
    .optional(),
  WEB_DIST_DIR: z.string().min(1).default(resolve(here, '../../web/dist')),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_DISCOVERY_URL: z.url().optional(),
  CONTACT_SUPPORT_EMAIL: z.email().default('support@stryd.local'),
  CONTACT_BUSINESS_EMAIL: z.email().default('hello@stryd.local'),
  COMPANY_NAME: z.string().min(1).default('Stryd'),
  COMPANY_ADDRESS: z.string().default('Self-hosted instance'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Stryd <no-reply@stryd.local>'),
  AI_PROVIDER: z.enum(AI_PROVIDER_NAMES).optional(),
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  AI_MODEL: optionalText,
  AI_API_KEY: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(30_000),
  AI_FALLBACK_TO_BUILTIN: booleanFlag.default(false),
  AI_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  AI_DAILY_QUOTA: z.coerce.number().int().positive().default(40),
  PREMIUM_GATING: z.enum(['on', 'off']).default('on'),
  PAYMENT_PROVIDER: z.enum(CHECKOUT_PROVIDERS).optional(),
  DEMO_CHECKOUT: booleanFlag.optional(),
  LEMONSQUEEZY_API_KEY: optionalText,
  LEMONSQUEEZY_STORE_ID: optionalText,
  LEMONSQUEEZY_VARIANT_MONTHLY: optionalText,
  LEMONSQUEEZY_VARIANT_QUARTERLY: optionalText,
  LEMONSQUEEZY_VARIANT_ANNUALLY: optionalText,
  LEMONSQUEEZY_WEBHOOK_SECRET: optionalText,
  LEMONSQUEEZY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.lemonsqueezy.com'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_QUARTERLY: optionalText,
  STRIPE_PRICE_ANNUALLY: optionalText,
  STRIPE_API_HOST: z.url({ protocol: /^https?$/ }).optional(),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_SECRET: optionalText,
  PAYPAL_WEBHOOK_ID: optionalText,
  PAYPAL_PLAN_MONTHLY: optionalText,
  PAYPAL_PLAN_QUARTERLY: optionalText,
  PAYPAL_PLAN_ANNUALLY: optionalText,
  PAYPAL_API_URL: z.url({ protocol: /^https?$/ }).default('https://api-m.paypal.com'),
  GOOGLE_PLAY_PACKAGE_NAME: optionalText,
  GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: optionalText,
  GOOGLE_PLAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://androidpublisher.googleapis.com'),
  GOOGLE_PLAY_TOKEN_URL: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
});

export type Env = z.infer<typeof envSchema>;

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema?: string };

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
  oauth: { github?: OAuthClient; google?: OAuthClient; oidc?: OAuthClient & { discoveryUrl: string } };
  contact: { supportEmail: string; businessEmail: string };
  company: { name: string; address: string };
  /** Outgoing e-mail: without smtpUrl, mails stay queued in email_outbox (DESIGN §4.4). */
  email: { smtpUrl: string | null; from: string };
  /** The AI coach (DESIGN §4.5): builtin needs nothing; openai-compatible needs a base URL and model. */
  ai: AiConfig;
  /** Payments (DESIGN §3, §4.6): see modules/payments and docs/payments.md. */
  payments: PaymentsConfig;
}

/** Per paid plan: the provider's product, variant, price or plan id. */
export type PlanIds = Record<PaidPlanType, string>;

export interface PaymentsConfig {
  /** false (PREMIUM_GATING=off): every signed-in user passes every premium gate (private instances). */
  premiumGating: boolean;
  /** Which provider creates web checkouts; null when none is available (checkout answers 503). */
  checkoutProvider: CheckoutProvider | null;
  demoCheckout: boolean;
  trialDays: number;
  lemonSqueezy: {
    apiKey: string;
    storeId: string;
    variants: PlanIds;
    webhookSecret: string;
    apiUrl: string;
  } | null;
  stripe: { secretKey: string; webhookSecret: string; prices: PlanIds; apiHost: string | null } | null;
  paypal: { clientId: string; secret: string; webhookId: string; plans: PlanIds; apiUrl: string } | null;
  googlePlay: { packageName: string; serviceAccountJson: string; apiUrl: string; tokenUrl: string } | null;
}

export interface AiConfig {
  provider: AiProviderName;
  baseUrl: string | null;
  model: string | null;
  apiKey: string | null;
  timeoutMs: number;
  fallbackToBuiltin: boolean;
  ratePerHour: number;
  dailyQuota: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
}

/** Where the data lives: the SQLite file (or PostgreSQL) and the directory of the generated secret. */
export interface StorageConfig {
  dataDir: string;
  database: DatabaseConfig;
}

/**
 * Relative paths (DATA_DIR, WEB_DIST_DIR, file: DATABASE_URL) mean the directory the user ran npm in,
 * not the workspace npm runs the script in, so `npm start`, `npm run db:migrate` and `npm run admin`
 * from the repository root all use ./data at the root.
 */
function pathFrom(env: Env, path: string): string {
  return resolve(env.INIT_CWD ?? process.cwd(), path);
}

function storageFrom(env: Env): StorageConfig {
  const dataDir = pathFrom(env, env.DATA_DIR);
  const url = env.DATABASE_URL;
  if (url?.startsWith('postgres')) return { dataDir, database: { kind: 'postgres', url } };
  const file = url ? url.replace(/^(sqlite|file):(\/\/)?/, '') : resolve(dataDir, 'stryd.db');
  return { dataDir, database: { kind: 'sqlite', file: file === ':memory:' ? file : pathFrom(env, file) } };
}

/** Only where the data lives, for operator commands: validates every setting, creates nothing. */
export function loadStorageConfig(source: NodeJS.ProcessEnv = process.env): StorageConfig {
  return storageFrom(parseEnv(source));
}

function aiFrom(env: Env): AiConfig {
  const remote = Boolean(env.AI_BASE_URL && env.AI_MODEL);
  const provider = env.AI_PROVIDER ?? (remote ? 'openai-compatible' : 'builtin');
  if (provider === 'openai-compatible' && !remote) {
    throw new ConfigError(
      'Invalid settings:\n  AI_PROVIDER: openai-compatible needs AI_BASE_URL and AI_MODEL (and AI_API_KEY if the server wants one)',
    );
  }
  return {
    provider,
    baseUrl: env.AI_BASE_URL?.replace(/\/+$/, '') ?? null,
    model: env.AI_MODEL ?? null,
    apiKey: env.AI_API_KEY ?? null,
    timeoutMs: env.AI_TIMEOUT_MS,
    fallbackToBuiltin: env.AI_FALLBACK_TO_BUILTIN,
    ratePerHour: env.AI_RATE_LIMIT_PER_HOUR,
    dailyQuota: env.AI_DAILY_QUOTA,
  };
}

/** All of a provider's settings, or none of them: a half-configured provider stops the server. */
function allOrNone<T extends Record<string, string | undefined>>(
  name: string,
  values: T,
): { [K in keyof T]: string } | null {
  const missing = Object.entries(values).filter(([, v]) => !v);
  if (missing.length === Object.keys(values).length) return null;
  if (missing.length > 0) {
    throw new ConfigError(`Invalid settings:\n  ${name}: also set ${missing.map(([k]) => k).join(', ')}`);
  }
  return values as { [K in keyof T]: string };
}

/** Only this machine: localhost, *.localhost or a loopback address (brackets around IPv6 allowed). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** Served only to this machine. */
export function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

/**
 * The demo checkout hands out premium for free, so unless DEMO_CHECKOUT says otherwise it is on only
 * for a server that nobody else can reach: it listens on loopback (HOST, which defaults to every
 * interface) and names a loopback BASE_URL, as the tests and e2e run it.
 */
function paymentsFrom(env: Env, baseUrl: string): PaymentsConfig {
  const demoCheckout = env.DEMO_CHECKOUT ?? (isLoopbackHost(env.HOST) && isLoopbackUrl(baseUrl));
  const trim = (url: string) => url.replace(/\/+$/, '');
  const ls = allOrNone('LEMONSQUEEZY_*', {
    LEMONSQUEEZY_API_KEY: env.LEMONSQUEEZY_API_KEY,
    LEMONSQUEEZY_STORE_ID: env.LEMONSQUEEZY_STORE_ID,
    LEMONSQUEEZY_VARIANT_MONTHLY: env.LEMONSQUEEZY_VARIANT_MONTHLY,
    LEMONSQUEEZY_VARIANT_QUARTERLY: env.LEMONSQUEEZY_VARIANT_QUARTERLY,
    LEMONSQUEEZY_VARIANT_ANNUALLY: env.LEMONSQUEEZY_VARIANT_ANNUALLY,
    LEMONSQUEEZY_WEBHOOK_SECRET: env.LEMONSQUEEZY_WEBHOOK_SECRET,
  });
  const stripe = allOrNone('STRIPE_*', {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: env.STRIPE_PRICE_MONTHLY,
    STRIPE_PRICE_QUARTERLY: env.STRIPE_PRICE_QUARTERLY,
    STRIPE_PRICE_ANNUALLY: env.STRIPE_PRICE_ANNUALLY,
  });
  const paypal = allOrNone('PAYPAL_*', {
    PAYPAL_CLIENT_ID: env.PAYPAL_CLIENT_ID,
    PAYPAL_SECRET: env.PAYPAL_SECRET,
    PAYPAL_WEBHOOK_ID: env.PAYPAL_WEBHOOK_ID,
    PAYPAL_PLAN_MONTHLY: env.PAYPAL_PLAN_MONTHLY,
    PAYPAL_PLAN_QUARTERLY: env.PAYPAL_PLAN_QUARTERLY,
    PAYPAL_PLAN_ANNUALLY: env.PAYPAL_PLAN_ANNUALLY,
  });
  const play = allOrNone('GOOGLE_PLAY_*', {
    GOOGLE_PLAY_PACKAGE_NAME: env.GOOGLE_PLAY_PACKAGE_NAME,
    GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: env.GOOGLE_PLAY_SERVICE_ACCOUNT_JSON,
  });
  const configured = { lemonsqueezy: ls, stripe, paypal };
  let checkoutProvider: PaymentsConfig['checkoutProvider'] =
    env.PAYMENT_PROVIDER ??
    (ls ? 'lemonsqueezy' : stripe ? 'stripe' : paypal ? 'paypal' : demoCheckout ? 'demo' : null);
  if (checkoutProvider === 'demo' && !demoCheckout) checkoutProvider = null;
  if (checkoutProvider && checkoutProvider !== 'demo' && !configured[checkoutProvider]) {
    throw new ConfigError(
      `Invalid settings:\n  PAYMENT_PROVIDER: ${checkoutProvider} needs its settings (see README)`,
    );
  }
  return {
    premiumGating: env.PREMIUM_GATING === 'on',
    checkoutProvider,
    demoCheckout,
    trialDays: 3,
    lemonSqueezy: ls && {
      apiKey: ls.LEMONSQUEEZY_API_KEY,
      storeId: ls.LEMONSQUEEZY_STORE_ID,
      variants: {
        'stryd-monthly': ls.LEMONSQUEEZY_VARIANT_MONTHLY,
        'stryd-quarterly': ls.LEMONSQUEEZY_VARIANT_QUARTERLY,
        'stryd-annually': ls.LEMONSQUEEZY_VARIANT_ANNUALLY,
      },
      webhookSecret: ls.LEMONSQUEEZY_WEBHOOK_SECRET,
      apiUrl: trim(env.LEMONSQUEEZY_API_URL),
    },
    stripe: stripe && {
      secretKey: stripe.STRIPE_SECRET_KEY,
      webhookSecret: stripe.STRIPE_WEBHOOK_SECRET,
      prices: {
        'stryd-monthly': stripe.STRIPE_PRICE_MONTHLY,
        'stryd-quarterly': stripe.STRIPE_PRICE_QUARTERLY,
        'stryd-annually': stripe.STRIPE_PRICE_ANNUALLY,
      },
      apiHost: env.STRIPE_API_HOST ? trim(env.STRIPE_API_HOST) : null,
    },
    paypal: paypal && {
      clientId: paypal.PAYPAL_CLIENT_ID,
      secret: paypal.PAYPAL_SECRET,
      webhookId: paypal.PAYPAL_WEBHOOK_ID,
      plans: {
        'stryd-monthly': paypal.PAYPAL_PLAN_MONTHLY,
        'stryd-quarterly': paypal.PAYPAL_PLAN_QUARTERLY,
        'stryd-annually': paypal.PAYPAL_PLAN_ANNUALLY,
      },
      apiUrl: trim(env.PAYPAL_API_URL),
    },
    googlePlay: play && {
      packageName: play.GOOGLE_PLAY_PACKAGE_NAME,
      serviceAccountJson: play.GOOGLE_PLAY_SERVICE_ACCOUNT_JSON,
      apiUrl: trim(env.GOOGLE_PLAY_API_URL),
      tokenUrl: env.GOOGLE_PLAY_TOKEN_URL,
    },
  };
}

function pair(id: string | undefined, secret: string | undefined, name: string): OAuthClient | undefined {
  if (!id && !secret) return undefined;
  if (!id || !secret)
    throw new ConfigError(`Invalid settings:\n  ${name}: set both the client id and secret`);
  return { clientId: id, clientSecret: secret };
}

/** A stable secret for one-machine installs: generated once, kept beside the database. */
function loadOrCreateSecret(dataDir: string): string {
  const file = resolve(dataDir, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
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
    webDistDir: pathFrom(env, env.WEB_DIST_DIR),
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    loginLimits: { perIp: env.LOGIN_LIMIT_PER_IP, perAccount: env.LOGIN_LIMIT_PER_ACCOUNT, windowMs: 60_000 },
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
  };
}
