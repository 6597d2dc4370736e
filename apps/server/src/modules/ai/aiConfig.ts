import type { AiProvider } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import { loadSettings, type SettingsRow } from '../site/index.js';

/** The SDKs' own hosts, passed explicitly so neither SDK falls back to reading process.env on its own. */
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';

/** What one provider call needs: the key (null: aiKeyMissing), the model and the host. */
export interface AiTarget {
  provider: AiProvider;
  apiKey: string | null;
  model: string;
  baseUrl: string;
}

const firstSet = (...values: (string | null | undefined)[]) => values.find((v) => v && v.trim() !== '')?.trim();

/**
 * Resolves the provider's key, model and base URL: the site settings first (the AI panel), then the
 * environment (OPENAI_* / GEMINI_*), then the SDK's default host.
 */
export function aiTargetOf(provider: AiProvider, row: SettingsRow, config: FastifyInstance['config']): AiTarget {
  if (provider === 'Open AI') {
    return {
      provider,
      apiKey: firstSet(row.openAiKey, config.OPENAI_API_KEY) ?? null,
      model: firstSet(row.openAiModel, config.OPENAI_MODEL) ?? 'gpt-4o-mini',
      baseUrl: firstSet(row.openAiBaseUrl, config.OPENAI_BASE_URL) ?? OPENAI_DEFAULT_BASE_URL,
    };
  }
  return {
    provider,
    apiKey: firstSet(row.geminiKey, config.GEMINI_API_KEY) ?? null,
    model: firstSet(row.geminiModel, config.GEMINI_MODEL) ?? 'gemini-2.0-flash',
    baseUrl: firstSet(row.geminiBaseUrl, config.GEMINI_BASE_URL) ?? GEMINI_DEFAULT_BASE_URL,
  };
}

export async function resolveAiTarget(app: FastifyInstance, provider: AiProvider): Promise<AiTarget> {
  return aiTargetOf(provider, await loadSettings(app.db), app.config);
}

/** What a provider answered, with what the usage log records of it. */
export interface ProviderAnswer {
  text: string;
  /** The provider's response id; null when it gave none. */
  id: string | null;
  object: string;
  /** The model the provider reports having used (null: the one asked for). */
  model: string | null;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The token counts as the usage log keeps them: a missing or odd count is 0, a missing total the sum. */
export function tokenUsage(prompt: unknown, completion: unknown, total: unknown) {
  const promptTokens = count(prompt);
  const completionTokens = count(completion);
  return { promptTokens, completionTokens, totalTokens: count(total) || promptTokens + completionTokens };
}

/** One provider call as the providers receive it (aiClient's AiCall without the log detail). */
export interface ProviderRequest {
  system: string;
  prompt: string;
  json?: { name: string; schema: Record<string, unknown> };
  timeoutMs: number;
}
