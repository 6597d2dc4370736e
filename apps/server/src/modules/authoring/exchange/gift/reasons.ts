import { ANSWER_SEPARATOR } from '@assessly/shared';

/**
 * The reasons a GIFT import report and a GIFT export give, in English, each from one template here (as the
 * Moodle XML exchange does), so that they can move to the i18n messages as they are, keys and placeholders
 * included.
 */
export const GIFT_REASONS = {
  description: 'description items are not questions (the text has no answer block {…})',
  noOpeningBrace: 'the answer block has no opening {',
  unclosedBlock: 'the answer block is not closed with }',
  severalBlocks: 'a question has one answer block; write \\{ and \\} for braces in its text',
  tooFewAnswers: 'the question needs at least {{min}} answers',
  emptyAnswer: 'an answer has no text',
  noCredit: 'no answer gives any credit',
  badWeight: 'the weight {{value}}% is not between -100% and 100%',
  badNumber: 'the answer "{{value}}" is not a number',
  badTolerance: 'the tolerance "{{value}}" is not a number of 0 or more',
  badRange: 'the range "{{value}}" is not min..max with min at most max',
  otherNumber: 'after ~ a numerical question takes only #feedback for any other answer, not "{{value}}"',
  matchFormat: 'the matching answer "{{value}}" is not written stem -> choice',
  pairWithoutChoice: 'the stem "{{value}}" has no choice to match',
  noPairs: 'the matching question has no stem with a choice',
  separator: 'the text "{{value}}" contains #####, which separates the parts of an answer',
  unsupportedOrderingGrading: 'ordering graded by "{{value}}" can not be represented here',
  unsupportedOrderingSubset: 'the ordering question shows {{count}} of its {{total}} items',
  // Notes on a question that is imported: what of it is not kept.
  noteCatchAll: 'the feedback for any other number ("{{value}}") is not kept',
  // Why a question is left out of a GIFT export, or what of it the file does not carry.
  exportCloze: 'GIFT has no cloze questions; export the assessment as Moodle XML or QTI to keep it',
  exportUnits: 'GIFT has no units for numerical answers; export as Moodle XML or QTI to keep them',
  exportCaseSensitive: 'GIFT short answers are never case-sensitive; export as Moodle XML or QTI to keep it',
  exportSingleWithoutFull: 'GIFT reads a single-answer choice with no option worth 100% as multiple response',
  exportArrow: 'GIFT reads "->" in a {{value}} as a matching pair, so the text can not be written',
  exportNotExpressible: 'GIFT can not write this question so that it reads back the same',
  exportFiles: 'GIFT does not carry files; the images of the question are not in the file',
  exportCategory: 'the category "{{value}}" reads back from GIFT as "{{back}}"',
} as const;

export type GiftReasonKey = keyof typeof GIFT_REASONS;
export type ReasonParams = Record<string, string | number>;

/** The reason's sentence with its placeholders filled in; long texts are cut to keep the report readable. */
export function reason(key: GiftReasonKey, params: ReasonParams = {}): string {
  return GIFT_REASONS[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = String(params[name] ?? '');
    return value.length > 60 ? `${value.slice(0, 57)}…` : value;
  });
}

/** Thrown while a question is read: it is kept out, with this report line. Never leaves parseGift. */
export class QuestionRefused extends Error {
  constructor(
    readonly status: 'unsupported' | 'invalid',
    readonly reasonText: string,
  ) {
    super(reasonText);
  }
}

export const invalid = (key: GiftReasonKey, params?: ReasonParams): never => {
  throw new QuestionRefused('invalid', reason(key, params));
};

export const unsupported = (key: GiftReasonKey, params?: ReasonParams): never => {
  throw new QuestionRefused('unsupported', reason(key, params));
};

/** A text a candidate answers with or chooses: `#####` would split it when the answer is stored (issue 22). */
export function checkPart(text: string): string {
  if (text.includes(ANSWER_SEPARATOR)) invalid('separator', { value: text });
  return text;
}

/** What a reader notes of a question it imports: what is not kept, shown on the question's report line. */
export class ReadNotes {
  private readonly notes = new Set<string>();

  add(key: GiftReasonKey, params?: ReasonParams) {
    this.notes.add(reason(key, params));
  }

  get text(): string {
    return [...this.notes].join('; ');
  }
}
