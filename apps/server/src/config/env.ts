import { AI_PROVIDER_NAMES, CHECKOUT_PROVIDERS } from '@stryd/domain';
import { z } from 'zod';

// Every setting the server reads, validated in one schema (config.ts hands it process.env).

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
  // Loopback: a plain `npm start` is for this machine (and sells through the demo checkout, config/payments.ts);
  // a deployment names the interface it serves on, e.g. HOST=0.0.0.0.
  HOST: z.string().min(1).default('127.0.0.1'),
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
  // Default in config.ts: it is relative to the server's own file, which the build bundles.
  WEB_DIST_DIR: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  // The default is KUDOS_PER_HOUR (docs/product.md); bench:api raises it to measure the write itself.
  KUDOS_LIMIT_PER_HOUR: z.coerce.number().int().positive().optional(),
  // The default is COMMENTS_PER_HOUR (docs/product.md); bench:api raises it to measure the write itself.
  COMMENT_LIMIT_PER_HOUR: z.coerce.number().int().positive().optional(),
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
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  // Comma-separated https:// origins of push services allowed on private or loopback hosts (config/push.ts).
  PUSH_SERVICE_ALLOW: optionalText,
  // Prometheus /metrics (http/metrics.ts): off unless METRICS=true or a token is set.
  METRICS: booleanFlag.default(false),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
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

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
}
