import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createAiProviders } from './select';

const base = {
  NODE_ENV: 'test',
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  DATA_DIR: '/tmp/stryd-ai',
};

describe('AI settings and provider selection', () => {
  it('defaults to the offline builtin coach with the product-sized limits', () => {
    const { ai } = loadConfig(base);
    expect(ai).toEqual({
      provider: 'builtin',
      baseUrl: null,
      model: null,
      apiKey: null,
      timeoutMs: 30_000,
      fallbackToBuiltin: false,
      ratePerHour: 10,
      dailyQuota: 40,
    });
    expect(createAiProviders(ai)).toMatchObject({ primary: { name: 'builtin' }, fallback: null });
  });

  it('uses an OpenAI-compatible model when AI_BASE_URL and AI_MODEL are set', () => {
    const { ai } = loadConfig({
      ...base,
      AI_BASE_URL: 'http://localhost:11434/v1/',
      AI_MODEL: 'llama3.1:8b',
      AI_FALLBACK_TO_BUILTIN: 'true',
      AI_TIMEOUT_MS: '5000',
    });
    expect(ai).toMatchObject({
      provider: 'openai-compatible',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1:8b',
      timeoutMs: 5000,
    });
    expect(createAiProviders(ai)).toMatchObject({
      primary: { name: 'openai-compatible' },
      fallback: { name: 'builtin' },
    });
  });

  it('lets AI_PROVIDER=builtin win over a configured model, and refuses an incomplete remote setup', () => {
    const forced = loadConfig({ ...base, AI_PROVIDER: 'builtin', AI_BASE_URL: 'http://x/v1', AI_MODEL: 'm' });
    expect(createAiProviders(forced.ai).primary.name).toBe('builtin');
    expect(() => loadConfig({ ...base, AI_PROVIDER: 'openai-compatible', AI_MODEL: 'm' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base, AI_BASE_URL: 'ftp://x' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ ...base, AI_DAILY_QUOTA: '0' })).toThrow(/AI_DAILY_QUOTA/);
  });
});
