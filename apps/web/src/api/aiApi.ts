import type {
  AiGenerationResponse,
  AiInstructionFormValues,
  AiProvider,
  AiTextResponse,
  aiInstructionForm,
  aiSettingRequest,
} from '@assessly/shared';
import type { z } from 'zod';
import { post, put } from './client';

type Message = { responseMsg: string };
/** The AI instruction form's parsed values (zod output). */
export type AiInstructionValues = z.output<ReturnType<typeof aiInstructionForm>>;
export type { AiInstructionFormValues };

/**
 * Typed calls of the AI helpers (spec 000 §7, spec 001 §7 "AI generation"): each one goes to the endpoint
 * of the provider chosen in the settings (the drawer's switch).
 */
export const aiApi = {
  /** GenerateGeminiText / GenerateOpenAiText: textInstruction → output. */
  text: (provider: AiProvider, textInstruction: string) =>
    post<AiTextResponse>(provider === 'Open AI' ? '/Quiz/GenerateOpenAiText' : '/Quiz/GenerateGeminiText', {
      textInstruction,
    }),

  /**
   * GenerateGeminiInstruction (the assessment as quizTopicId) / GenerateOpenAiInstruction (as quizId);
   * previousInstructionsCount is sent for information only, as the spec lists it.
   */
  instructions: (provider: AiProvider, quizTopicId: number, values: AiInstructionValues, previousCount: number) => {
    const body = { ...values, previousInstructionsCount: previousCount };
    return provider === 'Open AI'
      ? post<AiGenerationResponse>('/Quiz/GenerateOpenAiInstruction', { quizId: quizTopicId, ...body })
      : post<AiGenerationResponse>('/Quiz/GenerateGeminiInstruction', { quizTopicId, ...body });
  },

  /** The AI panel of Site settings: keys are write-only, empty models and base URLs fall back to the environment. */
  updateSettings: (values: z.output<typeof aiSettingRequest>) => put<Message>('/Settings/UpdateAiSetting', values),
};
