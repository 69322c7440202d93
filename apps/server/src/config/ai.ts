import type { AiProviderName } from '@stryd/domain';
import { ConfigError, type Env } from './env';

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

export function aiFrom(env: Env): AiConfig {
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
