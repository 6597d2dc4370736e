// The AI providers: the one chosen, whether each has a key, and the AI usage log (spec 000 §3).
import { z } from 'zod';
import { pagedList } from '../common/schemas.js';

export const AI_PROVIDERS = ['Gemini AI', 'Open AI'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];
export const DEFAULT_AI_PROVIDER: AiProvider = 'Gemini AI';

export const updateAiProviderRequest = z.object({ aiProvider: z.enum(AI_PROVIDERS) });

/**
 * GetAiKeyStatus (issue 20): whether each AI provider has a key (from the AI panel or the environment), so
 * the AI helpers can say so before the admin fills a form. Never the key itself.
 */
export const aiKeyStatusSchema = z.object({
  aiProvider: z.enum(AI_PROVIDERS),
  /** The chosen provider has a key. */
  keySet: z.boolean(),
  openAiKeySet: z.boolean(),
  geminiKeySet: z.boolean(),
});
export type AiKeyStatus = z.infer<typeof aiKeyStatusSchema>;

/** AI usage log (spec 000 §3 AI usage record). */
const aiUsageRowSchema = z.object({
  aiUsageId: z.number(),
  id: z.string(),
  object: z.string(),
  model: z.string(),
  promptTokens: z.number(),
  completionTokens: z.number(),
  totalTokens: z.number(),
  additionalDetail: z.string().nullable(),
  dateAdded: z.string(),
});
export type AiUsageRow = z.infer<typeof aiUsageRowSchema>;
export const aiUsagePage = pagedList(aiUsageRowSchema);
