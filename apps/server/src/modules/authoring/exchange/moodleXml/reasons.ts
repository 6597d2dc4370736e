/**
 * The reasons a Moodle XML import report gives, in English, each from one template here. The report's
 * `reason` is a sentence (ImportReportLine); the templates are kept in one table so that they can move to
 * the i18n messages as they are, keys and placeholders included.
 */
export const MOODLE_XML_REASONS = {
  unsupportedType: 'the Moodle question type "{{type}}" can not be represented here',
  unsupportedRandom: 'a "random" question is drawn from a Moodle category when a quiz starts; import the category',
  unsupportedDescription: 'a "description" is text between questions, with no answer',
  unsupportedOrderingGrading: 'ordering graded by "{{grading}}" can not be represented here',
  unsupportedOrderingSubset: 'the ordering question shows {{count}} of its {{total}} items',
  noType: 'the question has no type attribute',
  noText: 'the question has no text',
  badMark: 'the default grade "{{value}}" is not a number of 0 or more',
  badFraction: 'the fraction "{{value}}" is not a number from -100 to 100',
  badNumber: 'the answer "{{value}}" is not a number',
  badTolerance: 'the tolerance "{{value}}" is not a number of 0 or more',
  badMultiplier: 'the multiplier of unit "{{unit}}" is not a number other than 0',
  tooFewAnswers: 'the question needs at least {{min}} answers',
  noCredit: 'no answer gives any credit',
  noTrueFalse: 'a true/false question needs one answer "true" and one "false"',
  pairWithoutChoice: 'the stem "{{stem}}" has no answer to match',
  noPairs: 'the matching question has no stem with an answer',
  unsupportedAnyNumber: 'the answer "*" gives credit for any number, which can not be represented here',
  separator: 'the text "{{text}}" contains #####, which separates the parts of an answer',
  clozeInvalid: 'the cloze text is not valid: {{detail}}',
  // Notes on a question that is imported: what of it is not kept.
  noteCombinedFeedback: 'the feedback for correct, partly correct and incorrect answers is not kept',
  noteGraderInfo: 'the information for graders and the response template are not kept',
  noteCatchAll: 'the feedback of the "*" answer (any other number) is not kept',
  noteUnitPenalty: 'a wrong or missing unit scores 0 here (Moodle took off {{percent}}%)',
  noteDuplicateFile: 'two different files are named "{{name}}"; the first is kept',
} as const;

export type ReasonKey = keyof typeof MOODLE_XML_REASONS;

/** Params that quote the file's own text: cut when long, to keep the report readable. */
const QUOTED = new Set(['text', 'stem', 'value', 'type', 'grading']);
const QUOTE_LENGTH = 60;

/** The reason's sentence with its placeholders filled in. */
export function reason(key: ReasonKey, params: Record<string, string | number> = {}): string {
  return MOODLE_XML_REASONS[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = String(params[name] ?? '');
    return QUOTED.has(name) && value.length > QUOTE_LENGTH ? `${value.slice(0, QUOTE_LENGTH - 1)}…` : value;
  });
}

/** Thrown by a reader: the question is kept out, with this report line. Never leaves parseMoodleXml. */
export class QuestionRefused extends Error {
  constructor(
    readonly status: 'unsupported' | 'invalid',
    readonly reasonText: string,
  ) {
    super(reasonText);
  }
}

export const invalid = (key: ReasonKey, params?: Record<string, string | number>): never => {
  throw new QuestionRefused('invalid', reason(key, params));
};

export const unsupported = (key: ReasonKey, params?: Record<string, string | number>): never => {
  throw new QuestionRefused('unsupported', reason(key, params));
};
