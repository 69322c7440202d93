import { randomInt } from 'node:crypto';
import type { AiProviderName, GeneratedRoutine } from '@stryd/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AiError, type AiProvider, type MealPlanDraft } from '../../adapters/ai/ai-provider';
import type { AiProviders } from '../../adapters/ai/select';
import type { Viewer } from '../../auth/session';
import type { Clock } from '../../clock';
import type { AiConfig } from '../../config';
import type { Database } from '../../db/schema';
import { conflict, HttpError } from '../../http/errors';
import { loadPreferences } from '../preferences/preferences.service';
import { hit } from '../rate-limit/rate-limit.repository';
import { userLimitKey } from '../rate-limit/user-limit-key';
import { insertAiRequest } from './generate.repository';

export const NO_PREFERENCES_MESSAGE = 'Answer the questionnaire first.';

export interface GenerateDeps {
  db: Kysely<Database>;
  /** Read when each limit is counted and each request is logged (a generation takes a while). */
  clock: Clock;
  providers: AiProviders;
  limits: Pick<AiConfig, 'ratePerHour' | 'dailyQuota'>;
  log: FastifyBaseLogger;
}

type Kind = 'routine' | 'meal';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const STATUS: Record<AiError['code'], number> = { AI_UNAVAILABLE: 502, AI_BAD_REPLY: 502, AI_TIMEOUT: 504 };

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/**
 * The per-user rate limit (per hour) and daily quota (per UTC day), shared by routines and meal plans
 * and by every app process (docs/engineering.md#ai-prompts-and-replies). A refused request is logged and
 * answers 429 with Retry-After.
 */
async function enforceLimits(deps: GenerateDeps, userId: string, kind: Kind): Promise<void> {
  const { ratePerHour, dailyQuota } = deps.limits;
  const windows = [
    {
      key: userLimitKey('ai:hour', userId),
      limit: ratePerHour,
      ms: HOUR_MS,
      outcome: 'rate_limited',
      code: 'AI_RATE_LIMITED',
      message: (wait: string) =>
        `You can generate ${ratePerHour} times an hour. Please try again in ${wait}.`,
    },
    {
      key: userLimitKey('ai:day', userId),
      limit: dailyQuota,
      ms: DAY_MS,
      outcome: 'quota',
      code: 'AI_QUOTA_EXCEEDED',
      message: (wait: string) =>
        `You have used today's ${dailyQuota} AI generations. Your quota resets at midnight UTC, in ${wait}.`,
    },
  ] as const;
  for (const window of windows) {
    const counted = await hit(deps.db, window.key, window.limit, window.ms, deps.clock.now().getTime());
    if (counted.allowed) continue;
    await insertAiRequest(
      deps.db,
      {
        user_id: userId,
        kind,
        provider: deps.providers.primary.name,
        duration_ms: 0,
        outcome: window.outcome,
        error_code: window.code,
      },
      deps.clock.now(),
    );
    throw new HttpError(429, window.code, window.message(waitText(counted.retryAfterSeconds)), {
      'retry-after': String(counted.retryAfterSeconds),
    });
  }
}

/** Runs one generation on the primary provider (or the builtin fallback), logging how it ended. */
async function run<T>(
  deps: GenerateDeps,
  userId: string,
  kind: Kind,
  call: (provider: AiProvider) => Promise<T>,
): Promise<{ value: T; provider: AiProviderName }> {
  const { primary, fallback } = deps.providers;
  const started = performance.now();
  const log = (provider: AiProviderName, outcome: 'ok' | 'fallback' | 'error', errorCode: string | null) =>
    insertAiRequest(
      deps.db,
      {
        user_id: userId,
        kind,
        provider,
        duration_ms: performance.now() - started,
        outcome,
        error_code: errorCode,
      },
      deps.clock.now(),
    );
  try {
    const value = await call(primary);
    await log(primary.name, 'ok', null);
    return { value, provider: primary.name };
  } catch (error) {
    const code = error instanceof AiError ? error.code : 'INTERNAL';
    deps.log.warn(
      {
        err: error,
        code,
        detail: error instanceof AiError ? error.detail : undefined,
        provider: primary.name,
        kind,
      },
      'AI generation failed',
    );
    if (fallback && error instanceof AiError) {
      const value = await call(fallback);
      await log(fallback.name, 'fallback', code);
      return { value, provider: fallback.name };
    }
    await log(primary.name, 'error', code);
    if (error instanceof AiError) throw new HttpError(STATUS[error.code], error.code, error.message);
    throw error;
  }
}

const newSeed = () => randomInt(0, 2 ** 31 - 1);

export async function generateWorkout(
  deps: GenerateDeps,
  viewer: Viewer,
  requestedSeed?: number,
): Promise<{ routine: GeneratedRoutine; seed: number; provider: AiProviderName }> {
  const preferences = await loadPreferences(deps.db, viewer.id);
  if (!preferences) throw conflict(NO_PREFERENCES_MESSAGE, 'NO_PREFERENCES');
  await enforceLimits(deps, viewer.id, 'routine');
  const seed = requestedSeed ?? newSeed();
  const { value, provider } = await run(deps, viewer.id, 'routine', (p) =>
    p.generateRoutine({ preferences, seed }),
  );
  return { routine: value, seed, provider };
}

export async function generateMealPlan(
  deps: GenerateDeps,
  viewer: Viewer,
  prompt: string,
  requestedSeed?: number,
): Promise<{ mealPlan: MealPlanDraft; provider: AiProviderName }> {
  await enforceLimits(deps, viewer.id, 'meal');
  const seed = requestedSeed ?? newSeed();
  const { value, provider } = await run(deps, viewer.id, 'meal', (p) => p.generateMealPlan({ prompt, seed }));
  return { mealPlan: value, provider };
}
