import {
  MARK_OPTION,
  comparableText,
  roundFraction,
  validateDraft,
  type Locale,
  type QuestionBody,
  type QuestionDraft,
  type QuestionInput,
} from '@assessly/shared';
import { translateMessage, translations } from '@assessly/shared/i18n';
import { checkedDraft } from '../authoring/index.js';
import type { AiTypedKind } from './aiPrompts.js';
import type { GeneratedItem, ItemContext } from './aiQuestionItems.js';

/**
 * Generated items of the question engine's types (issue 22: short answer, numerical, matching, ordering)
 * → questions to store. Each item becomes the draft an importer gives (text, mark, the registry's body,
 * explanation), is checked by the registry's validateDraft, and then by the import path's draft check
 * (the dialog's schema, the assessment's rules, no duplicate of the assessment or of the batch). What
 * fails is refused with a sentence in the caller's language that names the part it concerns, as the
 * question dialog labels it ("Pair 1: Required", "Item 3: the same text as item 1").
 */

/** An item refused before the import path's check: the reason, already in the caller's language. */
export class ItemRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ItemRefusal';
  }
}

/** The question dialog's label of each list, and of one of its entries ({{number}} is 1-based). */
type QuestionLabel = keyof (typeof translations)['en']['questions'];
const LIST_LABELS: Record<string, { list: QuestionLabel; entry: QuestionLabel }> = {
  answers: { list: 'acceptedAnswers', entry: 'answerNumber' },
  values: { list: 'acceptedValues', entry: 'valueNumber' },
  units: { list: 'units', entry: 'unitNumber' },
  pairs: { list: 'pairs', entry: 'pairNumber' },
  distractors: { list: 'distractors', entry: 'distractorNumber' },
  items: { list: 'orderItems', entry: 'itemNumber' },
};

/** Reasons that name their list themselves: no label in front of them. */
const SELF_NAMED = new Set(['tooFewPairs', 'tooFewItems', 'duplicateUnit', 'unitRequiredWithoutUnits']);

const label = (locale: Locale, key: QuestionLabel, number?: number) => {
  const text = translations[locale].questions[key] as string;
  return number === undefined ? text : text.replaceAll('{{number}}', String(number));
};

/** The dialog's label of the part a path names ('text', 'mark', 'body.pairs.0.stem'…), or null for the body. */
function partLabel(locale: Locale, kind: AiTypedKind, path: string, key: string): string | null {
  const [top, list, index] = path.split('.');
  if (top === 'text') return label(locale, 'questionDetail');
  if (top === 'mark') return label(locale, 'marks');
  if (top !== 'body' || !list || !(list in LIST_LABELS)) return null;
  // A numerical question's answers are its values.
  const labels = LIST_LABELS[kind === 'numerical' && list === 'answers' ? 'values' : list]!;
  if (index !== undefined && /^\d+$/.test(index)) return label(locale, labels.entry, Number(index) + 1);
  return SELF_NAMED.has(key) ? null : label(locale, labels.list);
}

/** A reason at a part of the item: "<part>: <problem>", or the problem alone when it concerns the whole body. */
function refusal(ctx: ItemContext, kind: AiTypedKind, path: string, key: string, params = {}): ItemRefusal {
  const problem = translateMessage(ctx.locale, key, params);
  const field = partLabel(ctx.locale, kind, path, key);
  return new ItemRefusal(field ? translateMessage(ctx.locale, 'fieldProblem', { field, problem }) : problem);
}

/** A value the model sent, as a reason quotes it. */
const shown = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const fieldOf = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;

/** A plain decimal written as text ("3.5", "-2", "0,25"); anything else ("about 3", "π") is no number. */
const DECIMAL = /^\s*[-+]?(\d+([.,]\d*)?|[.,]\d+)(e[-+]?\d+)?\s*$/i;

/** Reads the model's values into a registry body; a value of the wrong kind is refused at its part. */
class BodyReader {
  constructor(
    private readonly ctx: ItemContext,
    private readonly kind: AiTypedKind,
  ) {}

  refuse(path: string, key: string, params = {}): never {
    throw refusal(this.ctx, this.kind, path, key, params);
  }

  /** A text part: a string as it is (the schema trims it), a number or boolean as its text. */
  text(value: unknown, path: string): string {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (value === undefined || value === null) return '';
    return this.refuse(path, 'invalidValue', { value: shown(value) });
  }

  /** A number part; `fallback` when the model left it out, aiNotANumber for anything else. */
  number(value: unknown, path: string, fallback?: number): number {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && DECIMAL.test(value)) return Number(value.trim().replace(',', '.'));
    if ((value === undefined || value === null) && fallback !== undefined) return fallback;
    return this.refuse(path, 'aiNotANumber', { value: value === undefined ? '' : shown(value) });
  }

  /** A percentage of the mark as a fraction (100 → 1); a missing one is the whole mark. */
  fraction(value: unknown, path: string): number {
    return roundFraction(this.number(value, path, 100) / 100);
  }

  /** An answer given as a bare text or number is taken as a whole-mark answer of that text or value. */
  private entry(value: unknown, key: string): Record<string, unknown> {
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { [key]: value };
  }

  body(item: GeneratedItem): QuestionBody {
    switch (this.kind) {
      case 'shortAnswer':
        return {
          type: 'shortAnswer',
          answers: list(item.answers).map((raw, i) => {
            const a = this.entry(raw, 'text');
            return {
              text: this.text(a.text, `body.answers.${i}.text`),
              fraction: this.fraction(a.percent, `body.answers.${i}.fraction`),
            };
          }),
          caseSensitive: item.caseSensitive === true,
        };
      case 'numerical':
        return {
          type: 'numerical',
          answers: list(item.answers).map((raw, i) => {
            const a = this.entry(raw, 'value');
            return {
              value: this.number(a.value, `body.answers.${i}.value`),
              tolerance: this.number(a.tolerance, `body.answers.${i}.tolerance`, 0),
              fraction: this.fraction(a.percent, `body.answers.${i}.fraction`),
            };
          }),
          units: list(item.units).map((u, i) => ({
            unit: this.text(fieldOf(u, 'unit') ?? u, `body.units.${i}.unit`),
            multiplier: this.number(fieldOf(u, 'multiplier'), `body.units.${i}.multiplier`, 1),
          })),
          unitRequired: false,
        };
      case 'matching':
        return {
          type: 'matching',
          pairs: list(item.pairs).map((p, i) => ({
            stem: this.text(fieldOf(p, 'stem'), `body.pairs.${i}.stem`),
            choice: this.text(fieldOf(p, 'choice'), `body.pairs.${i}.choice`),
          })),
          distractors: list(item.distractors).map((d, i) => this.text(d, `body.distractors.${i}`)),
        };
      case 'ordering':
        // Scored as the question dialog's default: all or nothing.
        return {
          type: 'ordering',
          items: list(item.items).map((it, i) => this.text(it, `body.items.${i}`)),
          scoring: 'allOrNothing',
        };
    }
  }
}

/**
 * An ordering item listed twice: the candidate would see two equal items and no order could tell them
 * apart. The registry lets an author do it; a generated question must not.
 */
function repeatedItem(body: QuestionBody): { index: number; first: number } | null {
  if (body.type !== 'ordering') return null;
  const seen = new Map<string, number>();
  for (const [index, item] of body.items.entries()) {
    const key = comparableText(item, false);
    const first = seen.get(key);
    if (first !== undefined) return { index, first };
    seen.set(key, index);
  }
  return null;
}

/** The question's mark: the model's where the mark option uses them (more than 0), else 1 (set later). */
function markOf(item: GeneratedItem, reader: BodyReader, ctx: ItemContext): number {
  if (ctx.row.quiz.quizMarkOptionId !== MARK_OPTION.perQuestion) return 1;
  const marks = reader.number(item.marks, 'mark');
  return marks > 0 ? marks : reader.refuse('mark', marks < 0 ? 'positiveNumber' : 'mustBeAboveZero');
}

/** The item as the draft an importer gives (`row` is its 1-based position). */
export function itemToDraft(item: GeneratedItem, kind: AiTypedKind, ctx: ItemContext): QuestionDraft {
  const reader = new BodyReader(ctx, kind);
  return {
    text: text(item.question),
    textFormat: 'plain',
    mark: markOf(item, reader, ctx),
    body: reader.body(item),
    explanation: text(item.explanation).trim(),
  };
}

/** One item of a question engine type through validateDraft and the import path's check; throws its first problem. */
export function typedItemToQuestion(
  item: GeneratedItem,
  kind: AiTypedKind,
  ctx: ItemContext,
  row: number,
): QuestionInput {
  const draft = itemToDraft(item, kind, ctx);
  const checked = validateDraft(draft);
  if (!checked.ok) throw refusal(ctx, kind, checked.path, checked.reason);
  const repeated = repeatedItem(checked.body);
  if (repeated)
    throw refusal(ctx, kind, `body.items.${repeated.index}`, 'aiSameAsItem', { number: repeated.first + 1 });
  const placement = {
    quizTopicId: ctx.row.quizTopicId,
    questionLavelId: ctx.questionLavelId,
    questionCategoryId: ctx.questionCategoryId,
  };
  return checkedDraft({ ...draft, body: checked.body }, placement, row, { ...ctx.row, locale: ctx.locale });
}
