import { MARK_OPTION, QUESTION_TYPE, type AiProvider, type Locale } from '@assessly/shared';
import type { z } from 'zod';
import { refuse } from '../../errors/AppError.js';
import {
  INSTRUCTIONS_SCHEMA_NAME,
  QUESTIONS_SCHEMA_NAME,
  instructionsJsonSchema,
  questionsJsonSchema,
} from './aiOutputShapes.js';

/**
 * The prompts of instruction and question generation, and the reading of their structured answers.
 * The lines 'Count: N' and 'Question type: …' are part of the contract with the provider stand-in of the
 * tests (its default answer reads them), so they stay on lines of their own.
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

export type AiQuestionKind = 'option' | 'descriptive' | 'trueFalse';

/** The type line's word for a requested question type (1 option-based, 2 descriptive, 3 True/False). */
export function questionKind(questionTypeId: number): AiQuestionKind {
  if (questionTypeId === QUESTION_TYPE.descriptive) return 'descriptive';
  if (questionTypeId === QUESTION_TYPE.trueFalse) return 'trueFalse';
  return 'option';
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

/** How the items of a type are shaped. */
function kindRules(input: QuestionPromptInput): string[] {
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
  if (input.kind !== 'descriptive') {
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
    'Answer only with JSON matching the given schema: {"questions": [{"question", "options", "correctOptions", "explanation", "marks"}]}.',
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
  return aiPrompt(system, lines, QUESTIONS_SCHEMA_NAME, questionsJsonSchema);
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
