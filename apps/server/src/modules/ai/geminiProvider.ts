import { GoogleGenAI, type GenerateContentResponse } from '@google/genai';
import { tokenUsage, type AiTarget, type ProviderAnswer, type ProviderRequest } from './aiConfig.js';
import { MalformedAnswer } from './aiErrors.js';

/** models.generateContent through the official SDK: systemInstruction, JSON output with the schema when asked. */
export async function callGemini(
  target: AiTarget & { apiKey: string },
  call: ProviderRequest,
): Promise<ProviderAnswer> {
  // The SDK retries nothing unless httpOptions.retryOptions is set: a failure is reported at once.
  const client = new GoogleGenAI({
    apiKey: target.apiKey,
    httpOptions: { baseUrl: target.baseUrl, timeout: call.timeoutMs },
  });
  const response = await client.models.generateContent({
    model: target.model,
    contents: call.prompt,
    config: {
      systemInstruction: call.system,
      ...(call.json ? { responseMimeType: 'application/json', responseJsonSchema: call.json.schema } : {}),
    },
  });
  return answerOf(response);
}

/** The answer's text parts (a thinking model's thought parts left out) and its usage metadata. */
function answerOf(response: GenerateContentResponse): ProviderAnswer {
  if (!response || typeof response !== 'object' || !Array.isArray(response.candidates)) throw new MalformedAnswer();
  const parts = response.candidates[0]?.content?.parts;
  const text = Array.isArray(parts)
    ? parts.map((part) => (typeof part.text === 'string' && !part.thought ? part.text : '')).join('')
    : '';
  const usage = response.usageMetadata;
  return {
    text,
    id: response.responseId || null,
    object: 'generateContent',
    model: response.modelVersion || null,
    ...tokenUsage(usage?.promptTokenCount, usage?.candidatesTokenCount, usage?.totalTokenCount),
  };
}
