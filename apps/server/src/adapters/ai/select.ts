import type { AiConfig } from '../../config';
import type { AiProvider } from './ai-provider';
import { createBuiltinProvider } from './builtin';
import { createOpenAiCompatibleProvider } from './openai-compatible';

export interface AiProviders {
  primary: AiProvider;
  /** Serves when the primary fails, if AI_FALLBACK_TO_BUILTIN says so. */
  fallback: AiProvider | null;
}

/** The provider the settings ask for (config.ts already checked that a remote one is complete). */
export function createAiProviders(config: AiConfig): AiProviders {
  if (config.provider === 'builtin' || !config.baseUrl || !config.model) {
    return { primary: createBuiltinProvider(), fallback: null };
  }
  const primary = createOpenAiCompatibleProvider({
    baseUrl: config.baseUrl,
    model: config.model,
    apiKey: config.apiKey,
    timeoutMs: config.timeoutMs,
  });
  return { primary, fallback: config.fallbackToBuiltin ? createBuiltinProvider() : null };
}
