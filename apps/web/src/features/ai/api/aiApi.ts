import {
  type AiInstructionFormValues,
  type AiProvider,
  type aiInstructionForm,
  type aiSettingRequest,
  aiRefs,
  siteRefs,
} from '@assessly/shared';
import type { z } from 'zod';
import { call } from '../../../api/call';

/** The AI instruction form's parsed values (zod output). */
export type AiInstructionValues = z.output<ReturnType<typeof aiInstructionForm>>;
export type { AiInstructionFormValues };

/** Query keys of the AI calls, so that the settings panels refresh the key status they change. */
export const aiKeys = {
  keyStatus: ['aiKeyStatus'] as const,
  usage: (page: number, size: number) => ['aiConsumption', page, size] as const,
};

/**
 * Typed calls of the AI helpers (spec 000 §7, spec 001 §7 "AI generation"): each one goes to the endpoint
 * of the provider chosen in the settings (the drawer's switch).
 */
export const aiApi = {
  /** GenerateGeminiText / GenerateOpenAiText: textInstruction → output. */
  text: (provider: AiProvider, textInstruction: string) =>
    call(provider === 'Open AI' ? aiRefs.GenerateOpenAiText : aiRefs.GenerateGeminiText, {
      body: { textInstruction },
    }),

  /**
   * GenerateGeminiInstruction (the assessment as quizTopicId) / GenerateOpenAiInstruction (as quizId);
   * previousInstructionsCount is sent for information only, as the spec lists it.
   */
  instructions: (provider: AiProvider, quizTopicId: number, values: AiInstructionValues, previousCount: number) => {
    const body = { ...values, previousInstructionsCount: previousCount };
    return provider === 'Open AI'
      ? call(aiRefs.GenerateOpenAiInstruction, { body: { quizId: quizTopicId, ...body } })
      : call(aiRefs.GenerateGeminiInstruction, { body: { quizTopicId, ...body } });
  },

  /** Whether the AI providers have a key (issue 20); never the key. */
  keyStatus: () => call(siteRefs.GetAiKeyStatus),

  /** The AI usage log, one page (pages are 1-based on the server). */
  usage: (page: number, size: number) => call(aiRefs.GetAiTokenConsumption, { params: { page, itemsPerPage: size } }),

  /** The AI panel of Site settings: keys are write-only, empty models and base URLs fall back to the environment. */
  updateSettings: (values: z.output<typeof aiSettingRequest>) => call(siteRefs.UpdateAiSetting, { body: values }),
};
