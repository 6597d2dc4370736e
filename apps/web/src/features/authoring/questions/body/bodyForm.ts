// The question dialog's body fields (issue 22) as the inputs hold them, and their translation to and from
// the shared QuestionBody. Numbers stay text while typed and fractions show as percentages (100 = the
// whole mark), so a half-typed "-" or "3." is not lost; the shared schema judges the parsed values.
import {
  OPTION_LETTERS,
  QUESTION_TYPE_ID,
  type OptionLetter,
  type OrderingScoring,
  type QuestionBody,
  type QuestionTypeKey,
} from '@assessly/shared';

export interface ChoiceExtraRow {
  fraction: string;
  feedback: string;
}
export interface TextAnswerRow {
  text: string;
  fraction: string;
  feedback: string;
}
export interface NumericAnswerRow {
  value: string;
  tolerance: string;
  /** Entered as a range from min to max instead of a value and its tolerance. */
  range: boolean;
  min: string;
  max: string;
  fraction: string;
  feedback: string;
}
export interface UnitRow {
  unit: string;
  multiplier: string;
}
export interface PairRow {
  stem: string;
  choice: string;
}
/** One text of a list (useFieldArray keeps objects, not strings). */
export interface TextRow {
  text: string;
}

/** Every type's fields at once, so that switching the type back and forth keeps what was typed. */
export interface BodyFormValues {
  /** Choice: per-option credit and feedback, one row per letter A–E; off = the options alone. */
  choice: { extras: boolean; options: ChoiceExtraRow[] };
  trueFalse: { correct: 'true' | 'false'; feedbackTrue: string; feedbackFalse: string };
  shortAnswer: { answers: TextAnswerRow[]; caseSensitive: boolean };
  numerical: { answers: NumericAnswerRow[]; units: UnitRow[]; unitRequired: boolean };
  matching: { pairs: PairRow[]; distractors: TextRow[] };
  ordering: { items: TextRow[]; scoring: OrderingScoring };
}

/** The type key of a questionTypeId (1–8), or null for an unknown id. */
export function typeKeyOf(questionTypeId: number): QuestionTypeKey | null {
  const entry = Object.entries(QUESTION_TYPE_ID).find(([, id]) => id === questionTypeId);
  return entry ? (entry[0] as QuestionTypeKey) : null;
}

/** A fraction (-1…1) as the percentage its field shows, without binary noise (1/3 → "33.33333"). */
export function percentText(fraction: number): string {
  return String(Math.round(fraction * 100 * 100_000) / 100_000);
}

/** A typed percentage as a fraction rounded to 7 places (Moodle's precision); NaN when it is no number. */
export function fractionOf(percent: string): number {
  return Math.round(parseNumber(percent) * 100_000) / 10_000_000;
}

/** A typed number ("3,5" as typed on a keyboard of several languages too); NaN when empty or not a number. */
export function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const numberText = (n: number) => (Number.isFinite(n) ? String(n) : '');

export const emptyTextAnswer = (): TextAnswerRow => ({ text: '', fraction: '100', feedback: '' });
export const emptyNumericAnswer = (): NumericAnswerRow => ({
  value: '',
  tolerance: '0',
  range: false,
  min: '',
  max: '',
  fraction: '100',
  feedback: '',
});
export const emptyUnit = (): UnitRow => ({ unit: '', multiplier: '1' });
export const emptyPair = (): PairRow => ({ stem: '', choice: '' });
export const emptyText = (): TextRow => ({ text: '' });

export function emptyBodyForm(): BodyFormValues {
  return {
    choice: { extras: false, options: OPTION_LETTERS.map(() => ({ fraction: '0', feedback: '' })) },
    trueFalse: { correct: 'true', feedbackTrue: '', feedbackFalse: '' },
    shortAnswer: { answers: [emptyTextAnswer()], caseSensitive: false },
    numerical: { answers: [emptyNumericAnswer()], units: [], unitRequired: false },
    matching: { pairs: [emptyPair(), emptyPair(), emptyPair()], distractors: [] },
    ordering: { items: [emptyText(), emptyText(), emptyText()], scoring: 'allOrNothing' },
  };
}

/** The option texts of a choice question, by letter, as the dialog holds them. */
export type OptionTexts = Record<`option${OptionLetter}`, string>;

/** Edit mode: a stored body in the fields of its type (the other types keep their empty fields). */
export function bodyFormFrom(body: QuestionBody | null | undefined, options: OptionTexts): BodyFormValues {
  const form = emptyBodyForm();
  if (!body) return form;
  switch (body.type) {
    case 'choice':
      form.choice = { extras: true, options: choiceRowsFrom(body.options, options) };
      break;
    case 'trueFalse':
      form.trueFalse = {
        correct: body.correct ? 'true' : 'false',
        feedbackTrue: body.feedbackTrue ?? '',
        feedbackFalse: body.feedbackFalse ?? '',
      };
      break;
    case 'shortAnswer':
      form.shortAnswer = {
        caseSensitive: body.caseSensitive,
        answers: body.answers.map((a) => ({
          text: a.text,
          fraction: percentText(a.fraction),
          feedback: a.feedback ?? '',
        })),
      };
      break;
    case 'numerical':
      form.numerical = {
        unitRequired: body.unitRequired,
        units: body.units.map((u) => ({ unit: u.unit, multiplier: numberText(u.multiplier) })),
        answers: body.answers.map((a) => ({
          ...emptyNumericAnswer(),
          value: numberText(a.value),
          tolerance: numberText(a.tolerance),
          fraction: percentText(a.fraction),
          feedback: a.feedback ?? '',
        })),
      };
      break;
    case 'matching':
      form.matching = {
        pairs: body.pairs.map((p) => ({ ...p })),
        distractors: body.distractors.map((text) => ({ text })),
      };
      break;
    case 'ordering':
      form.ordering = { items: body.items.map((text) => ({ text })), scoring: body.scoring };
      break;
    default:
      break;
  }
  return form;
}

/** The body's options matched to the letters by their text (in order when a text is not found). */
function choiceRowsFrom(bodyOptions: { text: string; fraction: number; feedback?: string }[], options: OptionTexts) {
  const filled = OPTION_LETTERS.filter((l) => options[`option${l}`].trim());
  return OPTION_LETTERS.map((letter) => {
    const text = options[`option${letter}`].trim();
    const match = bodyOptions.find((o) => o.text.trim() === text) ?? bodyOptions[filled.indexOf(letter)];
    return match && text
      ? { fraction: percentText(match.fraction), feedback: match.feedback ?? '' }
      : { fraction: '0', feedback: '' };
  });
}

/** What the form holds of the question besides its body: the type, the texts, the options. */
export interface BodySource {
  questionTypeId: number;
  options: OptionTexts;
  /** The assessment shows checkboxes (several correct options). */
  multiple: boolean;
}

/** The letters of the filled options, in order: the choice body's options are these, in this order. */
export const filledLetters = (options: OptionTexts): OptionLetter[] =>
  OPTION_LETTERS.filter((l) => options[`option${l}`].trim() !== '');

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/**
 * The body the server receives for the chosen type, or undefined when the type needs none: descriptive,
 * cloze (its text is parsed where it is validated), and a choice question without credit or feedback.
 */
export function bodyFromForm(form: BodyFormValues, source: BodySource): QuestionBody | undefined {
  switch (typeKeyOf(source.questionTypeId)) {
    case 'choice':
      if (!form.choice.extras) return undefined;
      return {
        type: 'choice',
        multiple: source.multiple,
        options: filledLetters(source.options).map((letter) => {
          const row = form.choice.options[OPTION_LETTERS.indexOf(letter)]!;
          return {
            text: source.options[`option${letter}`].trim(),
            fraction: fractionOf(row.fraction),
            feedback: optional(row.feedback),
          };
        }),
      };
    case 'trueFalse':
      return {
        type: 'trueFalse',
        correct: form.trueFalse.correct === 'true',
        feedbackTrue: optional(form.trueFalse.feedbackTrue),
        feedbackFalse: optional(form.trueFalse.feedbackFalse),
      };
    case 'shortAnswer':
      return {
        type: 'shortAnswer',
        caseSensitive: form.shortAnswer.caseSensitive,
        answers: form.shortAnswer.answers.map((a) => ({
          text: a.text.trim(),
          fraction: fractionOf(a.fraction),
          feedback: optional(a.feedback),
        })),
      };
    case 'numerical':
      return {
        type: 'numerical',
        unitRequired: form.numerical.unitRequired,
        units: form.numerical.units.map((u) => ({ unit: u.unit.trim(), multiplier: parseNumber(u.multiplier) })),
        answers: form.numerical.answers.map(numericAnswerOf),
      };
    case 'matching':
      return {
        type: 'matching',
        pairs: form.matching.pairs.map((p) => ({ stem: p.stem.trim(), choice: p.choice.trim() })),
        distractors: form.matching.distractors.map((d) => d.text.trim()),
      };
    case 'ordering':
      return { type: 'ordering', scoring: form.ordering.scoring, items: form.ordering.items.map((i) => i.text.trim()) };
    default:
      return undefined;
  }
}

/** A range from min to max is the value in its middle with half its width as tolerance. */
function numericAnswerOf(row: NumericAnswerRow) {
  const fraction = fractionOf(row.fraction);
  const feedback = optional(row.feedback);
  if (!row.range) return { value: parseNumber(row.value), tolerance: parseNumber(row.tolerance), fraction, feedback };
  const min = parseNumber(row.min);
  const max = parseNumber(row.max);
  return { value: (min + max) / 2, tolerance: (max - min) / 2, fraction, feedback };
}

/**
 * The form field that shows an issue of the shared body schema, from the path in the body: the
 * choice option texts live in optionA–E, list texts in { text } rows, a range's bounds in min / max.
 */
export function bodyFieldPath(form: BodyFormValues, source: BodySource, path: readonly PropertyKey[]): string {
  const type = typeKeyOf(source.questionTypeId);
  const [head, index, leaf] = path;
  if (type === 'cloze') return 'questionDetail';
  if (!type || head === undefined) return `body.${type}`;
  if (type === 'choice' && head === 'options' && typeof index === 'number') {
    const letter = filledLetters(source.options)[index] ?? 'A';
    return leaf === 'fraction' || leaf === 'feedback'
      ? `body.choice.options.${OPTION_LETTERS.indexOf(letter)}.${String(leaf)}`
      : `option${letter}`;
  }
  if ((head === 'distractors' || head === 'items') && typeof index === 'number')
    return `body.${type}.${head}.${index}.text`;
  const row = type === 'numerical' && head === 'answers' && typeof index === 'number' && form.numerical.answers[index];
  if (row && row.range && (leaf === 'value' || leaf === 'tolerance')) {
    // A range's middle is missing when a bound is: the first empty bound says so; a negative half-width
    // (tolerance) means the upper bound is below the lower one.
    const bound = leaf === 'value' && Number.isNaN(parseNumber(row.min)) ? 'min' : 'max';
    return `body.numerical.answers.${String(index)}.${bound}`;
  }
  return `body.${type}.${path.map(String).join('.')}`;
}
