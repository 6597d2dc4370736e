// The question engine's model (issue 22): what an author writes for each question type, what an import or
// an export carries, and what a candidate may see. Plain types and constants, no schemas and no zod (the
// exam screen's first load stays small); the schemas, views and scoring live next to this file, one
// folder per type, joined in the registry.

/** questionTypeId of each type. 1–3 are the spec's (option, descriptive, true/false); 4–8 are issue 22's. */
export const QUESTION_TYPE_ID = {
  choice: 1,
  descriptive: 2,
  trueFalse: 3,
  shortAnswer: 4,
  numerical: 5,
  matching: 6,
  ordering: 7,
  cloze: 8,
} as const;
export type QuestionTypeKey = keyof typeof QUESTION_TYPE_ID;
export type QuestionTypeId = (typeof QUESTION_TYPE_ID)[QuestionTypeKey];

/**
 * A fraction of a question's mark, from -1 to 1 (GIFT's %50%, %-100%, Moodle's fraction, QTI's mapped
 * value over the maximum). Fractions are kept exactly as authored; arithmetic on them rounds to 7 places
 * (Moodle's precision) so that a round trip through any format gives the same number.
 */
export type Fraction = number;

/** How an author's text is written (GIFT's [html] / [markdown] / [plain], Moodle's format attribute). */
export type TextFormat = 'plain' | 'html' | 'markdown';

/** One option of a choice question: its text, its fraction (1 for a right single answer) and its feedback. */
export interface ChoiceOption {
  text: string;
  fraction: Fraction;
  feedback?: string;
}

/** One accepted answer of a short-answer question; `*` in text is a wildcard (any run of characters). */
export interface TextAnswer {
  text: string;
  fraction: Fraction;
  feedback?: string;
}

/** One accepted value of a numerical question: right when |given - value| <= tolerance. */
export interface NumericAnswer {
  value: number;
  tolerance: number;
  fraction: Fraction;
  feedback?: string;
}

/** A unit a numerical answer may carry: the given number is divided by its multiplier before it is checked. */
export interface NumericUnit {
  unit: string;
  multiplier: number;
}

/** How an ordering question is scored (chosen per question). */
export type OrderingScoring = 'allOrNothing' | 'perPosition' | 'longestRun';

/** How a cloze choice blank is laid out (Moodle's MULTICHOICE, _V and _H): kept for exchange round trips. */
export type ClozeChoiceLayout = 'dropdown' | 'vertical' | 'horizontal';

/**
 * One blank of a cloze text, numbered from 1 in the order it appears. A choice blank is single answer unless
 * `multiple` (Moodle's MULTIRESPONSE); `layout` and `shuffle` say how Moodle shows it (absent: a dropdown in
 * the author's order, vertical for multiple) and only matter when it is written back to an exchange format.
 */
export type ClozeBlank =
  | { no: number; kind: 'text'; weight: number; caseSensitive: boolean; answers: TextAnswer[] }
  | { no: number; kind: 'number'; weight: number; answers: NumericAnswer[] }
  | {
      no: number;
      kind: 'choice';
      weight: number;
      options: ChoiceOption[];
      multiple?: boolean;
      layout?: ClozeChoiceLayout;
      shuffle?: boolean;
    };

/**
 * What an author writes for a question, per type: the body that the existing columns (optionA–E,
 * correctOption) cannot hold. A choice question's options stay in optionA–E; its body only adds fractions
 * and feedback when the question gives them.
 */
export type QuestionBody =
  | { type: 'choice'; options: ChoiceOption[]; multiple: boolean }
  | { type: 'descriptive' }
  | { type: 'trueFalse'; correct: boolean; feedbackTrue?: string; feedbackFalse?: string }
  | { type: 'shortAnswer'; answers: TextAnswer[]; caseSensitive: boolean }
  | { type: 'numerical'; answers: NumericAnswer[]; units: NumericUnit[]; unitRequired: boolean }
  | { type: 'matching'; pairs: { stem: string; choice: string }[]; distractors: string[] }
  | { type: 'ordering'; items: string[]; scoring: OrderingScoring }
  /** The question text holds the blanks in Moodle's cloze syntax; blanks is that text parsed. */
  | { type: 'cloze'; blanks: ClozeBlank[] };

/**
 * A question as an import reads it and an export writes it, whatever the format: everything needed to
 * reproduce it and its scoring exactly. Category is a path ("Top/Algebra/Linear"), created when missing.
 */
export interface QuestionDraft {
  title?: string;
  text: string;
  textFormat: TextFormat;
  /** The question's mark (defaultgrade in Moodle); 1 when the format has none. */
  mark: number;
  body: QuestionBody;
  /** General feedback: shown with the result (our answerExplanation). */
  explanation: string;
  category?: string;
  /** Images the text refers to, by the name the text uses (Moodle's @@PLUGINFILE@@/name, a QTI href). */
  files?: { name: string; mimeType?: string; data: Uint8Array }[];
  /**
   * The question's own image (imagePath here, shown with the question, not in its text): the name of one of
   * `files` in a format that carries files (Moodle XML, QTI), else its address on the site that exported
   * it (GIFT carries no files).
   */
  image?: string;
}

/** One line of an import's report (issue 22 wire): item is the position (or identifier) in the file. */
export interface ImportReportLine {
  item: string;
  title: string;
  status: 'ok' | 'unsupported' | 'invalid';
  reason: string;
  questionTypeId: number | null;
}

/** What a parser of an exchange format answers: the questions it read and a report line for each item. */
export interface ParsedBank {
  questions: { item: string; draft: QuestionDraft }[];
  report: ImportReportLine[];
}

/** An id a candidate sees for an item, stem, choice or blank option: opaque, different in every attempt. */
export type OpaqueId = string;

/**
 * What a candidate sees of a question's body before the attempt ends (issue 22 wire): never an accepted
 * answer, tolerance, fraction, pair or order. Choice, true/false, descriptive, short answer and numerical
 * need nothing beyond the question's text and options.
 */
export interface CandidateBodyView {
  items?: { id: OpaqueId; text: string }[];
  stems?: { id: OpaqueId; text: string }[];
  choices?: { id: OpaqueId; text: string }[];
  /** `multiple` is set (true) only on a choice blank that takes several choices (Moodle's MULTIRESPONSE). */
  blanks?: {
    no: number;
    kind: 'text' | 'number' | 'choice';
    choices?: { id: OpaqueId; text: string }[];
    multiple?: true;
  }[];
}

/**
 * The per-attempt randomness the server hands to a view or a score: ids derived from a secret of the
 * attempt (HMAC on the server), and a shuffle seeded the same way. Pure code never makes its own.
 */
export interface AttemptKeys {
  /** The opaque id of the index-th thing of a kind ('item', 'stem', 'choice', 'blank3'…) in this attempt. */
  idFor(kind: string, index: number): OpaqueId;
  /** A permutation of 0..n-1 for a kind, the same every time for this attempt. */
  order(kind: string, n: number): number[];
}

/** Negative marking, an assessment setting: a wrong choice costs `penalty` of its mark; floors on by default. */
export interface MarkingRules {
  penalty: Fraction;
  floorQuestionAtZero: boolean;
  floorAttemptAtZero: boolean;
}
export const DEFAULT_MARKING: MarkingRules = { penalty: 0, floorQuestionAtZero: true, floorAttemptAtZero: true };
