/**
 * The 'aiQuestions' namespace: the AI question parameter window of All assessments. Counts are mostly written
 * as "(N)" or "N:": the app's code 'in' (Hindi) gives i18next the plural rules of Indonesian (always _other).
 * The one sentence with a number in it (generating) has _one / _other forms, and the plain key for the key
 * checks and as fallback.
 */
export const aiQuestions = {
  title: 'Generate questions with AI',
  choice: 'Generate with AI',
  choiceHint: '{{provider}} writes the questions for you from the assessment title and your instructions.',
  runningTitle: 'Generate with AI: stop the assessment first',
  runningHint:
    'This assessment is live. AI generation is not possible while it runs: stop it in Manage Assessments, then come back.',
  intro:
    '{{provider}} writes new questions for “{{title}}” and saves them to the assessment. Check them before it goes live.',
  type: 'Question type',
  typeTrueFalse: 'True/False',
  count: 'Number of questions',
  countHint: 'Min 1 and Max {{max}} with {{provider}}',
  instruction: 'Extra instruction (optional)',
  instructionPlaceholder: 'For example: focus on chapter 3 and use simple words',
  deletePrevious: 'Delete the previous questions ({{count}})',
  deletePreviousNone: 'Delete the previous questions (this assessment has none yet)',
  deletePreviousHint: 'Leave it unticked to add the new questions to the ones already there.',
  deleteWarning:
    'Every question now in “{{title}}” ({{count}}) will be deleted and replaced by the generated ones. If the generation fails, nothing is deleted; once it succeeds, this can not be undone.',
  generate: 'Generate',
  generating_one: '{{provider}} is writing 1 question. This can take up to {{seconds}} seconds.',
  generating_other: '{{provider}} is writing {{count}} questions. This can take up to {{seconds}} seconds.',
  generating: '{{provider}} is writing {{count}} questions. This can take up to {{seconds}} seconds.',
  elapsed: 'Waiting: {{seconds}} s',
  failedTitle: 'No questions were generated',
  resultTitle: 'Questions generated',
  totalNow: 'Questions in “{{title}}” now: {{count}}',
  droppedTitle: 'Generated items that were not saved: {{count}}',
  droppedIntro: 'These items broke a rule that a hand-made question must follow, so they were left out:',
  droppedItem: 'Item {{index}}',
  savedTitle: 'Saved questions: {{count}}',
  savedLabel: 'Questions saved to “{{title}}”',
  savedNumber: 'Question {{number}}',
  wrongAnswers: 'Wrong answers: {{list}}',
  options: 'Options',
  correctOption: '(correct answer)',
  openQuestions: 'Open the questions',
};

export type AiQuestionsText = typeof aiQuestions;
