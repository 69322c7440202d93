import {
  type GeneratedRoutine,
  generatedRoutineSchema,
  MealPlanReplyError,
  mealPlanSchema,
  parseMealPlanReply,
  parseRoutineReply,
  RoutineReplyError,
} from '@stryd/domain';
import type { ModelMessage } from 'ai';
import { loadOnce } from '../load-once';
import { AiError, type AiProvider, type MealPlanDraft } from './ai-provider';
import { type ChatPrompt, mealPlanPrompt, RETRY_NUDGE, routinePrompt } from './prompts';

/**
 * Any server that speaks OpenAI's chat-completions protocol: OpenAI itself, Ollama, vLLM, LM Studio,
 * llama.cpp's server. JSON is asked for in the instructions rather than with response_format, because
 * not every server accepts the same response_format; the domain's reply handling copes with fenced,
 * chatty or wrong-count replies. One retry after an unusable reply, all within one timeout.
 */
export interface OpenAiCompatibleOptions {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://localhost:8080/v1 */
  baseUrl: string;
  model: string;
  apiKey?: string | null;
  /** Total time for one generation, retry included. */
  timeoutMs: number;
  /** Tests may pass their own fetch; production uses the global one. */
  fetch?: typeof fetch;
}

const ATTEMPTS = 2;

function isTimeout(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
  }
  return false;
}

function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (isTimeout(error)) return new AiError('AI_TIMEOUT', 'no answer within the timeout', { cause: error });
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new AiError('AI_UNAVAILABLE', detail.slice(0, 300), { cause: error });
}

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  const sdk = loadOnce(async () => {
    const [{ createOpenAICompatible }, { generateText }] = await Promise.all([
      import('@ai-sdk/openai-compatible'),
      import('ai'),
    ]);
    const provider = createOpenAICompatible({
      name: 'stryd-ai',
      baseURL: options.baseUrl,
      ...(options.apiKey ? { apiKey: options.apiKey } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return { model: provider.chatModel(options.model), generateText };
  });

  /** Ask, parse, and ask once more if the reply was unusable; never longer than the timeout in total. */
  async function generate<T>(prompt: ChatPrompt, seed: number, parse: (text: string) => T): Promise<T> {
    const deadline = Date.now() + options.timeoutMs;
    const messages: ModelMessage[] = [{ role: 'user', content: prompt.user }];
    let lastProblem = '';
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new AiError('AI_TIMEOUT', 'no usable answer within the timeout');
      let text: string;
      try {
        const { model, generateText } = await sdk();
        const result = await generateText({
          model,
          instructions: prompt.system,
          messages,
          maxRetries: 0,
          timeout: remaining,
          temperature: 0.7,
          seed: (seed + attempt) >>> 0,
          maxOutputTokens: 2000,
        });
        text = result.text;
      } catch (error) {
        throw toAiError(error);
      }
      try {
        return parse(text);
      } catch (error) {
        // The reply handling's own errors, or a result the domain schema still rejects.
        lastProblem =
          error instanceof RoutineReplyError || error instanceof MealPlanReplyError
            ? error.message
            : 'reply did not fit the schema';
        messages.push({ role: 'assistant', content: text }, { role: 'user', content: RETRY_NUDGE });
      }
    }
    throw new AiError('AI_BAD_REPLY', lastProblem);
  }

  return {
    name: 'openai-compatible',
    async generateRoutine({ preferences, seed }): Promise<GeneratedRoutine> {
      return generate(routinePrompt(preferences), seed, (text) =>
        generatedRoutineSchema.parse(
          parseRoutineReply(text, {
            type: preferences.type,
            workoutEquipments: preferences.workoutEquipments,
            duration: preferences.duration,
          }),
        ),
      );
    },
    async generateMealPlan({ prompt, seed }): Promise<MealPlanDraft> {
      return generate(mealPlanPrompt(prompt), seed, (text) => {
        const { planName, reason, days } = mealPlanSchema.parse(parseMealPlanReply(text));
        return { planName, reason, days };
      });
    },
  };
}
