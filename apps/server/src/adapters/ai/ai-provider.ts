import type { AiProviderName, GeneratedRoutine, MealPlan, Preferences } from '@stryd/domain';

export interface RoutineRequest {
  preferences: Preferences;
  /** Same preferences + same seed → same routine (builtin); passed on as the model's seed otherwise. */
  seed: number;
}

export interface MealPlanRequest {
  /** What the user typed (already trimmed and at most 500 characters): data, never instructions. */
  prompt: string;
  seed: number;
}

export type MealPlanDraft = Omit<MealPlan, 'createdDate'>;

/**
 * The AI coach behind generate-workout and generate-meal-plan (docs/engineering.md#ai-prompts-and-replies).
 * The server builds every prompt from stored preferences or a length-limited prompt; a provider only ever
 * returns values that have been through the domain's reply handling, never raw model text.
 */
export interface AiProvider {
  readonly name: AiProviderName;
  generateRoutine(request: RoutineRequest): Promise<GeneratedRoutine>;
  generateMealPlan(request: MealPlanRequest): Promise<MealPlanDraft>;
}

export type AiErrorCode = 'AI_UNAVAILABLE' | 'AI_BAD_REPLY' | 'AI_TIMEOUT';

const MESSAGES: Record<AiErrorCode, string> = {
  AI_UNAVAILABLE: 'The AI coach is unavailable right now. Please try again in a moment.',
  AI_BAD_REPLY: 'The AI coach gave an answer we could not use. Please try again.',
  AI_TIMEOUT: 'The AI coach took too long to answer. Please try again.',
};

/** A provider failure with a code the API maps to 502 / 504; `cause` stays in the log. */
export class AiError extends Error {
  override name = 'AiError';
  constructor(
    readonly code: AiErrorCode,
    readonly detail?: string,
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[code], options);
  }
}
