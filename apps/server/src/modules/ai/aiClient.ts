import { randomUUID } from 'node:crypto';
import type { AiProvider } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/AppError.js';
import { enforceLimit } from '../../lib/rateLimits.js';
import { resolveAiTarget, type AiTarget, type ProviderAnswer, type ProviderRequest } from './aiConfig.js';
import { aiAppError, classifyAiError, MalformedAnswer } from './aiErrors.js';
import { recordAiUsage } from './aiUsageRepository.js';
import { callGemini } from './geminiProvider.js';
import { callOpenAi } from './openAiProvider.js';

/** One request to a provider. */
export interface AiCall {
  /** Logged as the usage row's additionalDetail, e.g. 'text', 'instructions quizTopicId=3'. */
  detail: string;
  /** The system instruction (OpenAI system message, Gemini systemInstruction). */
  system: string;
  prompt: string;
  /** Ask for structured output matching this JSON schema (see aiOutputShapes.ts); absent: plain text. */
  json?: { name: string; schema: Record<string, unknown> };
}

type KeyedTarget = AiTarget & { apiKey: string };

const send = (target: KeyedTarget, request: ProviderRequest): Promise<ProviderAnswer> =>
  target.provider === 'Open AI' ? callOpenAi(target, request) : callGemini(target, request);

/**
 * CONTRACT (issue 8) — implemented by the AI core work: resolves the provider's key, model and base URL
 * (settings first, then the environment), enforces the per-admin AI rate limit, calls the provider through
 * its official SDK (openai / @google/genai) with AI_TIMEOUT_MS and no silent retries, records the usage row
 * (id, object, model, prompt / completion / total tokens, additionalDetail = call.detail, userId), and
 * answers the output text. Failures are AppErrors: aiKeyMissing, aiKeyRejected, aiTimeout, aiProviderError
 * (params.provider, and seconds / detail), tooManyRequests.
 */
export async function callAi(
  app: FastifyInstance,
  provider: AiProvider,
  call: AiCall,
  userId: number,
): Promise<string> {
  const target = await resolveAiTarget(app, provider);
  if (!target.apiKey) throw new AppError('aiKeyMissing', { params: { provider } });
  // Counted before the call: every attempt costs the site money, failed ones included.
  await enforceLimit(app, `ai:${userId}`, app.config.RATE_LIMIT_AI_PER_USER);

  const timeoutMs = app.config.AI_TIMEOUT_MS;
  let answer: ProviderAnswer;
  try {
    answer = await send(target as KeyedTarget, {
      system: call.system,
      prompt: call.prompt,
      json: call.json,
      timeoutMs,
    });
  } catch (error) {
    throw failed(app, target, call, userId, error);
  }
  // The provider answered in its format, so the call was billed: it is logged even when its text is empty.
  await recordAiUsage(app.db, {
    id: answer.id ?? randomUUID(),
    object: answer.object,
    model: answer.model ?? target.model,
    promptTokens: answer.promptTokens,
    completionTokens: answer.completionTokens,
    totalTokens: answer.totalTokens,
    additionalDetail: call.detail,
    userId,
  });
  if (answer.text.trim() === '') throw failed(app, target, call, userId, new MalformedAnswer());
  return answer.text;
}

/** Logs a failed call (only what was classified: the SDK's message may quote the key) and answers its AppError. */
function failed(app: FastifyInstance, target: AiTarget, call: AiCall, userId: number, error: unknown): AppError {
  const failure = classifyAiError(error);
  app.log.warn(
    { provider: target.provider, model: target.model, userId, detail: call.detail, failure },
    'AI provider call failed',
  );
  return aiAppError(target.provider, failure, app.config.AI_TIMEOUT_MS);
}
