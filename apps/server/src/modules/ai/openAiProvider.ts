import OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { tokenUsage, type AiTarget, type ProviderAnswer, type ProviderRequest } from './aiConfig.js';
import { MalformedAnswer } from './aiErrors.js';

/** chat.completions.create through the official SDK: system + user message, strict json_schema when asked. */
export async function callOpenAi(
  target: AiTarget & { apiKey: string },
  call: ProviderRequest,
): Promise<ProviderAnswer> {
  // No silent retries: a failure is reported at once, and a retried call could be billed twice.
  const client = new OpenAI({
    apiKey: target.apiKey,
    baseURL: target.baseUrl,
    timeout: call.timeoutMs,
    maxRetries: 0,
  });
  const params: ChatCompletionCreateParamsNonStreaming = {
    model: target.model,
    messages: [
      { role: 'system', content: call.system },
      { role: 'user', content: call.prompt },
    ],
    ...(call.json
      ? {
          response_format: {
            type: 'json_schema',
            json_schema: { name: call.json.name, strict: true, schema: call.json.schema },
          },
        }
      : {}),
  };
  const completion: unknown = await client.chat.completions.create(params);
  return answerOf(completion);
}

/** The SDK returns whatever JSON (or text) the server sent: check the envelope before trusting it. */
function answerOf(completion: unknown): ProviderAnswer {
  if (!completion || typeof completion !== 'object') throw new MalformedAnswer();
  const body = completion as {
    id?: unknown;
    object?: unknown;
    model?: unknown;
    choices?: { message?: { content?: unknown } }[];
    usage?: { prompt_tokens?: unknown; completion_tokens?: unknown; total_tokens?: unknown };
  };
  const content = Array.isArray(body.choices) ? body.choices[0]?.message?.content : undefined;
  if (typeof content !== 'string') throw new MalformedAnswer();
  return {
    text: content,
    id: typeof body.id === 'string' && body.id ? body.id : null,
    object: typeof body.object === 'string' && body.object ? body.object : 'chat.completion',
    model: typeof body.model === 'string' && body.model ? body.model : null,
    ...tokenUsage(body.usage?.prompt_tokens, body.usage?.completion_tokens, body.usage?.total_tokens),
  };
}
