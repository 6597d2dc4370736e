import type { QuestionBody } from '@assessly/shared';

/**
 * One question of every type (issue 22) as CreateQuizQuestion takes it, without its assessment, level and
 * category: the fields the dialog sends for the type, with answers that use what each type can hold
 * (fractions, feedback, wildcards, tolerances, units, distractors, a cloze of every kind of blank).
 */
export interface TypedQuestion {
  questionTypeId: number;
  questionDetail: string;
  perQuestionMark: number;
  answerExplanation: string;
  optionA?: string;
  optionB?: string;
  optionC?: string;
  correctOption?: string[];
  body?: QuestionBody;
}

export const CLOZE_TEXT =
  'The capital of France is {1:SHORTANSWER:=Paris#Right~%50%Marseille#Half}, pi is ' +
  '{2:NUMERICAL:=3.14:0.01~%50%3:0.5} and the sky is {1:MULTICHOICE:=blue~green~%-50%red#Never}.';

export const EVERY_TYPE: TypedQuestion[] = [
  {
    questionTypeId: 1,
    questionDetail: 'Which city is the capital of France?',
    perQuestionMark: 2,
    answerExplanation: 'Paris has been the capital since 987.',
    optionA: 'Paris',
    optionB: 'Lyon',
    optionC: 'Marseille',
    correctOption: ['A'],
    body: {
      type: 'choice',
      multiple: false,
      options: [
        { text: 'Paris', fraction: 1, feedback: 'Right' },
        { text: 'Lyon', fraction: 0 },
        { text: 'Marseille', fraction: 0.5, feedback: 'Its largest port' },
      ],
    },
  },
  {
    questionTypeId: 1,
    questionDetail: 'Which of these numbers are prime?',
    perQuestionMark: 3,
    answerExplanation: '',
    optionA: '2',
    optionB: '3',
    optionC: '4',
    correctOption: ['A', 'B'],
  },
  {
    questionTypeId: 2,
    questionDetail: 'Explain the difference between weather and climate.',
    perQuestionMark: 5,
    answerExplanation: 'Weather is short term; climate is the long-term pattern.',
  },
  {
    questionTypeId: 3,
    questionDetail: 'The sun rises in the west.',
    perQuestionMark: 1,
    answerExplanation: '',
    body: { type: 'trueFalse', correct: false, feedbackTrue: 'It rises in the east', feedbackFalse: 'Right' },
  },
  {
    questionTypeId: 4,
    questionDetail: 'Name the capital of Italy.',
    perQuestionMark: 1.5,
    answerExplanation: 'Rome.',
    body: {
      type: 'shortAnswer',
      caseSensitive: false,
      answers: [
        { text: 'Rome', fraction: 1 },
        { text: 'Rom*', fraction: 0.5, feedback: 'Close enough' },
      ],
    },
  },
  {
    questionTypeId: 5,
    questionDetail: 'How long is a football pitch, about?',
    perQuestionMark: 2,
    answerExplanation: '',
    body: {
      type: 'numerical',
      answers: [
        { value: 105, tolerance: 5, fraction: 1 },
        { value: 90, tolerance: 10, fraction: 0.25, feedback: 'A bit short' },
      ],
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: 'cm', multiplier: 100 },
      ],
      unitRequired: false,
    },
  },
  {
    questionTypeId: 6,
    questionDetail: 'Match each country to its capital.',
    perQuestionMark: 3,
    answerExplanation: '',
    body: {
      type: 'matching',
      pairs: [
        { stem: 'France', choice: 'Paris' },
        { stem: 'Italy', choice: 'Rome' },
        { stem: 'Spain', choice: 'Madrid' },
      ],
      distractors: ['Lisbon'],
    },
  },
  {
    questionTypeId: 7,
    questionDetail: 'Put the planets in order from the sun.',
    perQuestionMark: 4,
    answerExplanation: '',
    body: { type: 'ordering', items: ['Mercury', 'Venus', 'Earth', 'Mars'], scoring: 'longestRun' },
  },
  {
    questionTypeId: 8,
    questionDetail: CLOZE_TEXT,
    perQuestionMark: 3,
    answerExplanation: 'Each blank counts on its own.',
  },
];
