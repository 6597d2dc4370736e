/** The 'messages' keys of the AI helpers (issue 8). {{provider}} is 'Open AI' or 'Gemini AI'. */
export const aiMessages = {
  aiKeyMissing: 'The {{provider}} key is not set yet: add it in Site settings, AI panel',
  aiKeyRejected: '{{provider}} refused the key: check it in Site settings, AI panel',
  aiTimeout:
    '{{provider}} did not answer within {{seconds}} seconds. Nothing was saved: try again, or ask for fewer items',
  aiProviderError: '{{provider}} could not answer right now ({{detail}}). Nothing was saved: try again later',
  aiMalformedOutput: '{{provider}} answered in an unexpected form. Nothing was saved: try again',
  aiNoValidOutput: 'None of the generated items could be used ({{reason}}). Nothing was saved',
  aiRunningAssessment: 'Questions can not be generated while the assessment is live: stop it first',
  aiInstructionsGenerated: '{{count}} instructions generated and saved',
  aiQuestionsGenerated: '{{count}} questions generated and saved',
  minMaxQuestions50: 'Min 1 and Max 50',
  minMaxQuestions25: 'Min 1 and Max 25',
  baseUrlInvalid: 'Enter an address starting with http:// or https://',
  /** The two options of a generated True/False question, in the admin's language. */
  aiTrue: 'True',
  aiFalse: 'False',
  /** A generated value that should be a number (issue 22's numerical questions). */
  aiNotANumber: '"{{value}}" is not a number',
  /** A generated ordering item that repeats an earlier one. */
  aiSameAsItem: 'the same text as item {{number}}; every item must be different',
};

export type AiMessagesText = typeof aiMessages;
