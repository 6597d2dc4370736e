import { type AiProvider, aiRefs } from '@assessly/shared';
import { call } from '../../../api/call';

/** The assessment the questions are generated into, as the All Assessments card knows it. */
export interface AiQuestionsTarget {
  quizTopicId: number;
  quizTitle: string;
  quizMarkOptionId: number;
  questionsCount: number;
}

/** The parameter window's values after the shared form schema (aiQuestionsForm) has checked them. */
export interface AiQuestionsParams {
  questionTypeId: number;
  questionLavelId: number;
  questionCategoryId: number;
  numOfQuestions: number;
  additionalInstruction: string;
  isDeletePreviousQuestions: boolean;
}

/** Names sent for information only (the server reads the stored level and type itself). */
export interface AiQuestionsLabels {
  difficulty: string;
}

/** The type names of spec 001 §3 (id 3 is the client's True/False) and issue 22's; informational, never shown. */
const TYPE_NAMES: Record<number, string> = {
  1: 'Option-based',
  2: 'Descriptive',
  3: 'True/False',
  4: 'Short answer',
  5: 'Numerical',
  6: 'Matching',
  7: 'Ordering',
};

/**
 * Spec 001 §7 "AI generation": the two providers take the same parameters under the spec's own field
 * names (GenerateGeminiQuestions: quizTopicId / numOfQuestions / additionalInstruction; GenerateOpenAiQuiz:
 * quizId / noOfQuestions / quizInstruction).
 */
function generate(provider: AiProvider, quiz: AiQuestionsTarget, params: AiQuestionsParams, labels: AiQuestionsLabels) {
  const common = {
    quizMarkOptionId: quiz.quizMarkOptionId,
    isDeletePreviousQuestions: params.isDeletePreviousQuestions,
    previousQuestionsCount: quiz.questionsCount,
    questionTypeId: params.questionTypeId,
    questionLavelId: params.questionLavelId,
    questionCategoryId: params.questionCategoryId,
  };
  if (provider === 'Open AI')
    return call(aiRefs.GenerateOpenAiQuiz, {
      body: {
        ...common,
        quizId: quiz.quizTopicId,
        quizTitle: quiz.quizTitle,
        quizInstruction: params.additionalInstruction,
        noOfQuestions: params.numOfQuestions,
      },
    });
  return call(aiRefs.GenerateGeminiQuestions, {
    body: {
      ...common,
      quizTopicId: quiz.quizTopicId,
      topic: quiz.quizTitle,
      additionalInstruction: params.additionalInstruction,
      numOfQuestions: params.numOfQuestions,
      questionType: TYPE_NAMES[params.questionTypeId] ?? '',
      difficulty: labels.difficulty,
    },
  });
}

/** Request fields of the Open AI route that are called otherwise in the parameter window. */
export const OPEN_AI_FIELD_NAMES: Record<string, keyof AiQuestionsParams> = {
  noOfQuestions: 'numOfQuestions',
  quizInstruction: 'additionalInstruction',
};

export const aiQuestionApi = {
  /** Generates and saves the questions; answers aiQuestionsGenerated with the saved and dropped counts. */
  generate,
};
