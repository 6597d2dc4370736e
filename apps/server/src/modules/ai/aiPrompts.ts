import { MARK_OPTION, QUESTION_TYPE, QUESTION_TYPE_ID, type AiProvider, type Locale } from '@assessly/shared';
import type { z } from 'zod';
import { refuse } from '../../errors/AppError.js';
import {
  INSTRUCTIONS_SCHEMA_NAME,
  QUESTIONS_SCHEMA_NAME,
  TYPED_QUESTIONS_JSON_SCHEMAS,
  instructionsJsonSchema,
  questionsJsonSchema,
} from './aiOutputShapes.js';

/**
 * The prompts of instruction and question generation, and the reading of their structured answers.
 * The lines 'Count: N' and 'Question type: …' are part of the contract with the provider stand-in of the
 * tests (its default answer reads them), so they stay on lines of their own. The question engine's types
 * (short answer, numerical, matching, ordering) are asked for in a JSON schema of their own
 * (TYPED_QUESTIONS_JSON_SCHEMAS); the spec's three share one.
 */

/** At most this many existing texts are shown to the model (the latest ones), each cut to TEXT_IN_PROMPT. */
export const EXISTING_IN_PROMPT = 50;
const TEXT_IN_PROMPT = 200;

/** The admin's language, named for the model (the locale codes mean nothing to it; 'in' is Hindi). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Spanish',
  it: 'Italian',
  in: 'Hindi',
  bn: 'Bengali',
};

/** The question engine's types (issue 22) that generation offers, each with a structured form of its own. */
export type AiTypedKind = keyof typeof TYPED_QUESTIONS_JSON_SCHEMAS;
export type AiQuestionKind = 'option' | 'descriptive' | 'trueFalse' | AiTypedKind;

const TYPED_KINDS: Record<number, AiTypedKind> = {
  [QUESTION_TYPE_ID.shortAnswer]: 'shortAnswer',
  [QUESTION_TYPE_ID.numerical]: 'numerical',
  [QUESTION_TYPE_ID.matching]: 'matching',
  [QUESTION_TYPE_ID.ordering]: 'ordering',
};

/** Whether a kind is one of the question engine's (its items become registry bodies). */
export const isTypedKind = (kind: AiQuestionKind): kind is AiTypedKind => kind in TYPED_QUESTIONS_JSON_SCHEMAS;

/**
 * The type line's word for a requested question type (1 option-based, 2 descriptive, 3 True/False,
 * 4 shortAnswer, 5 numerical, 6 matching, 7 ordering).
 */
export function questionKind(questionTypeId: number): AiQuestionKind {
  if (questionTypeId === QUESTION_TYPE.descriptive) return 'descriptive';
  if (questionTypeId === QUESTION_TYPE.trueFalse) return 'trueFalse';
  return TYPED_KINDS[questionTypeId] ?? 'option';
}

export interface AiPrompt {
  system: string;
  prompt: string;
  json: { name: string; schema: Record<string, unknown> };
}

/** One line of text in a prompt: whitespace collapsed (a text may not add lines of its own) and bounded. */
const oneLine = (text: string, max = TEXT_IN_PROMPT) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The latest texts (the list is in the order they were added) as a bulleted list under a do-not-repeat line. */
function existingLines(what: 'instructions' | 'questions', texts: string[]): string[] {
  const list = texts
    .slice(-EXISTING_IN_PROMPT)
    .map((t) => oneLine(t))
    .filter(Boolean)
    .map((t) => `- ${t}`);
  return list.length > 0 ? [`The assessment already has these ${what}; do not repeat them:`, ...list] : [];
}

/** The system and user texts, one line each, and the JSON schema the answer must follow. */
function aiPrompt(system: string[], lines: string[], name: string, schema: object): AiPrompt {
  return {
    system: system.join('\n'),
    prompt: lines.join('\n'),
    json: { name, schema: schema as Record<string, unknown> },
  };
}

function languageLine(locale: Locale) {
  return `Write every text in ${LANGUAGE_NAMES[locale]}.`;
}

export interface InstructionPromptInput {
  title: string;
  instruction: string;
  count: number;
  locale: Locale;
  /** Instructions the assessment keeps (empty when the previous ones are to be deleted). */
  existing: string[];
}

export function instructionPrompt(input: InstructionPromptInput): AiPrompt {
  const system = [
    'You write instructions that candidates read before they take an online assessment.',
    'Each instruction is one short, clear sentence, different from the others.',
    languageLine(input.locale),
    'Answer only with JSON matching the given schema: {"instructions": ["…", "…"]}.',
  ];
  const lines = [
    `Assessment title: ${oneLine(input.title)}`,
    `Admin's request: ${oneLine(input.instruction, 500)}`,
    `Count: ${input.count}`,
    ...existingLines('instructions', input.existing),
    `Write exactly ${input.count} instructions.`,
  ];
  return aiPrompt(system, lines, INSTRUCTIONS_SCHEMA_NAME, instructionsJsonSchema);
}

export interface QuestionPromptInput {
  title: string;
  instruction: string;
  count: number;
  kind: AiQuestionKind;
  level: string;
  category: string;
  quizMarkOptionId: number;
  allowMultipleAnswer: boolean;
  locale: Locale;
  /** Questions the assessment keeps (empty when the previous ones are to be deleted). */
  existing: string[];
}

/** No part of an answer may hold the wire's separator (it would split a candidate's answer). */
const NO_SEPARATOR = 'No text may contain ##### (five hash characters).';

/** How the items of the question engine's types are shaped (issue 22). */
const TYPED_RULES: Record<AiTypedKind, string[]> = {
  shortAnswer: [
    'The questions are short answer: the candidate types a word, a number or a short phrase.',
    'answers lists 1 to 5 accepted answers, each different; percent is the share of the mark it earns (100 for a fully right answer, less for a partly right one); at least one has percent 100.',
    'caseSensitive is true only when upper and lower case matter.',
  ],
  numerical: [
    'The questions are numerical: the answer is one number.',
    'answers lists 1 to 3 accepted values: value is the number, tolerance the allowed absolute error (0 for an exact answer), percent the share of the mark (100 for the right value); at least one has percent 100.',
    'Write every value, tolerance and multiplier as a JSON number, never as text.',
    'units lists the units the answer may be given in (the main unit with multiplier 1, another with the factor that converts the main unit into it); an empty array when the answer has no unit.',
  ],
  matching: [
    'The questions are matching: the candidate matches each stem with its choice.',
    'pairs lists 3 to 6 pairs of a stem and the choice that matches it; every stem and every choice is different.',
    'distractors lists 0 to 2 extra wrong choices that match no stem (different from every choice).',
  ],
  ordering: [
    'The questions are ordering: the candidate puts the items in the right order.',
    'items lists 3 to 6 different items in the right order; the question says what the order is (for example oldest first).',
  ],
};

/** The fields of an item, as the system text names them. */
const FIELDS: Record<AiQuestionKind, string> = {
  option: '"question", "options", "correctOptions", "explanation", "marks"',
  descriptive: '"question", "options", "correctOptions", "explanation", "marks"',
  trueFalse: '"question", "options", "correctOptions", "explanation", "marks"',
  shortAnswer: '"question", "answers", "caseSensitive", "explanation", "marks"',
  numerical: '"question", "answers", "units", "explanation", "marks"',
  matching: '"question", "pairs", "distractors", "explanation", "marks"',
  ordering: '"question", "items", "explanation", "marks"',
};

/** How the items of a type are shaped. */
function kindRules(input: QuestionPromptInput): string[] {
  if (isTypedKind(input.kind)) return [...TYPED_RULES[input.kind], NO_SEPARATOR];
  if (input.kind === 'descriptive')
    return [
      'The questions are descriptive: the candidate writes the answer.',
      'options and correctOptions are empty arrays; explanation holds a short model answer.',
    ];
  if (input.kind === 'trueFalse')
    return [
      'The questions are True/False statements.',
      'options is exactly ["True", "False"] in that order; correctOptions is [0] when the statement is true, [1] when it is false.',
    ];
  return [
    'The questions are multiple choice, with 2 to 5 options each (4 is usual), every option different.',
    input.allowMultipleAnswer
      ? 'One or more options may be correct.'
      : 'Exactly one option is correct: correctOptions holds one index.',
  ];
}

/** What the assessment's mark option needs of each item. */
function markRules(input: QuestionPromptInput): string[] {
  const rules: string[] = [];
  if (input.kind !== 'descriptive' && !isTypedKind(input.kind)) {
    rules.push(
      input.quizMarkOptionId === MARK_OPTION.survey
        ? 'This is a survey without correct answers: correctOptions is an empty array.'
        : 'correctOptions holds the 0-based indexes of the correct options; it must not be empty.',
    );
  }
  rules.push(
    input.quizMarkOptionId === MARK_OPTION.perQuestion
      ? 'marks is a whole number from 1 to 10 for each question, higher for harder questions.'
      : 'marks is 0 (the assessment sets the marks itself).',
  );
  return rules;
}

export function questionPrompt(input: QuestionPromptInput): AiPrompt {
  const system = [
    'You write questions for an online assessment.',
    'Each question is self-contained, unambiguous and different from every other question.',
    ...kindRules(input),
    ...markRules(input),
    'explanation briefly says why the answer is right (it may be empty).',
    languageLine(input.locale),
    `Answer only with JSON matching the given schema: {"questions": [{${FIELDS[input.kind]}}]}.`,
  ];
  const instruction = oneLine(input.instruction, 500);
  const lines = [
    `Assessment title: ${oneLine(input.title)}`,
    `Question type: ${input.kind}`,
    `Level: ${oneLine(input.level)}`,
    `Category: ${oneLine(input.category)}`,
    ...(instruction ? [`Admin's instruction: ${instruction}`] : []),
    `Count: ${input.count}`,
    ...existingLines('questions', input.existing),
    `Write exactly ${input.count} questions.`,
  ];
  const schema = isTypedKind(input.kind) ? TYPED_QUESTIONS_JSON_SCHEMAS[input.kind] : questionsJsonSchema;
  return aiPrompt(system, lines, QUESTIONS_SCHEMA_NAME, schema);
}

/** A JSON answer, tolerating the ```json fences some models put around it. */
function unfence(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?```$/.exec(trimmed);
  return fenced ? fenced[1]!.trim() : trimmed;
}

/** The provider's structured answer through its parser; anything else is aiMalformedOutput (nothing saved). */
export function parseAiJson<T extends z.ZodType>(text: string, parser: T, provider: AiProvider): z.output<T> {
  let value: unknown;
  try {
    value = JSON.parse(unfence(text));
  } catch {
    return refuse('aiMalformedOutput', { provider });
  }
  const parsed = parser.safeParse(value);
  return parsed.success ? parsed.data : refuse('aiMalformedOutput', { provider });
}
