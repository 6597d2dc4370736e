import {
  MARK_OPTION,
  OPTION_LETTERS,
  QUESTION_TYPE,
  type AiDroppedItem,
  type AiSavedQuestion,
  type Locale,
  type QuestionInput,
} from '@assessly/shared';
import { translateMessage } from '@assessly/shared/i18n';
import { ImportProblem, MAX_OPTIONS, type ParsedQuestion } from '../authoring/index.js';
import { problemReason } from '../authoring/index.js';
import { parsedToRow, rowToQuestion, type RowContext } from '../authoring/index.js';
import type { GeneratedItem } from './aiOutputShapes.js';
import { isTypedKind, questionKind } from './aiPrompts.js';
import { ItemRefusal, typedItemToQuestion } from './aiTypedItems.js';

/**
 * Generated items → questions to store. Each item becomes a row of the import path (parsedToRow +
 * rowToQuestion), so it passes exactly the rules a hand-made or imported question passes: the dialog's
 * schema, a correct answer that is one of the options, marks where the mark option needs them, the
 * multiple-answer flag, option counts, and no duplicate of the assessment or of the batch. An item that
 * fails is dropped and reported with its reason in the caller's language; the others are kept.
 */

export type { GeneratedItem };

export interface ItemContext {
  /** The import path's context: the assessment's rules, lookups and the keys seen so far. */
  row: RowContext;
  /** As requested: 1 option-based, 2 descriptive, 3 True/False (stored as option-based), 4–7 (issue 22). */
  questionTypeId: number;
  questionLavelId: number;
  questionCategoryId: number;
  locale: Locale;
  /** How many questions were asked for: at most that many are kept. */
  count: number;
}

export interface GeneratedQuestions {
  questions: QuestionInput[];
  dropped: AiDroppedItem[];
}

/** Dropped items show at most this much of their text. */
export const DROPPED_TEXT_MAX = 200;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A value the model sent, as the reason quotes it. */
const shown = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));

/** Option texts: numbers and booleans are taken as their text, anything else makes the item invalid. */
function optionTexts(value: unknown, row: number): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) => {
    if (typeof v === 'string') return v.trim();
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    throw new ImportProblem(row, 'invalidValue', { value: shown(v) }, 'options');
  });
}

/**
 * The correct options' indexes: each a whole number naming a non-empty option. A survey keeps no correct
 * answers, so what the model sent there is ignored.
 */
function correctIndexes(value: unknown, options: string[], ctx: ItemContext, row: number): number[] {
  if (ctx.row.quiz.quizMarkOptionId === MARK_OPTION.survey || !Array.isArray(value)) return [];
  const indexes: number[] = [];
  for (const v of value) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v >= options.length)
      throw new ImportProblem(row, 'correctNotAnOption', { value: shown(v) });
    if (!options[v]) throw new ImportProblem(row, 'emptyCorrectAnswer', {}, 'correctOption');
    if (!indexes.includes(v)) indexes.push(v);
  }
  return indexes;
}

/** True/False: the two options in the caller's language, whatever the model wrote; its first index decides. */
function trueFalse(item: GeneratedItem, ctx: ItemContext, row: number) {
  const options = [translateMessage(ctx.locale, 'aiTrue'), translateMessage(ctx.locale, 'aiFalse')];
  return { options, correct: correctIndexes(item.correctOptions, options, ctx, row).slice(0, 1) };
}

function choices(item: GeneratedItem, ctx: ItemContext, row: number) {
  const options = optionTexts(item.options, row);
  if (options.length > MAX_OPTIONS) throw new ImportProblem(row, 'tooManyOptions', { max: MAX_OPTIONS });
  if (options.length < 2) throw new ImportProblem(row, 'tooFewOptions');
  return { options, correct: correctIndexes(item.correctOptions, options, ctx, row) };
}

/** The item as the question an import file would hold (`row` is its 1-based position). */
export function itemToParsed(item: GeneratedItem, ctx: ItemContext, row: number): ParsedQuestion {
  const base = { line: row, text: text(item.question), explanation: text(item.explanation) };
  if (ctx.questionTypeId === QUESTION_TYPE.descriptive) return { ...base, options: [], correct: [], descriptive: true };
  const answer = ctx.questionTypeId === QUESTION_TYPE.trueFalse ? trueFalse(item, ctx, row) : choices(item, ctx, row);
  return { ...base, ...answer, descriptive: false };
}

/** The marks column: the model's marks where the mark option uses them (missing ones fail there). */
function marksValue(item: GeneratedItem, ctx: ItemContext): string {
  if (ctx.row.quiz.quizMarkOptionId !== MARK_OPTION.perQuestion) return '1';
  return typeof item.marks === 'number' && Number.isFinite(item.marks) ? String(item.marks) : '';
}

/**
 * One item through the import path's rules; throws its first problem. The question engine's types go as
 * the draft an exchange importer gives (aiTypedItems.ts), the spec's three as a row of a text file.
 */
export function itemToQuestion(item: GeneratedItem, ctx: ItemContext, row: number): QuestionInput {
  const kind = questionKind(ctx.questionTypeId);
  if (isTypedKind(kind)) return typedItemToQuestion(item, kind, ctx, row);
  const textRow = parsedToRow(itemToParsed(item, ctx, row), ctx.questionCategoryId, ctx.questionLavelId);
  textRow.values.perQuestionMark = marksValue(item, ctx);
  return rowToQuestion(textRow, ctx.row);
}

/** "appears twice in the file" reads wrong for a generated batch: the batch's duplicate says Duplicate Question!. */
function reasonOf(problem: ImportProblem, locale: Locale): string {
  if (problem.key === 'duplicateInFile') return translateMessage(locale, 'duplicateQuestion');
  return problemReason(locale, problem);
}

export function droppedText(value: unknown): string {
  return text(value).replace(/\s+/g, ' ').trim().slice(0, DROPPED_TEXT_MAX);
}

/**
 * The items in order until `count` are kept: an invalid one is reported and the next one is tried, so a
 * model that answered more than asked can make up for a dropped item; items after that are not read.
 */
export function generatedQuestions(items: GeneratedItem[], ctx: ItemContext): GeneratedQuestions {
  const questions: QuestionInput[] = [];
  const dropped: AiDroppedItem[] = [];
  for (const [i, item] of items.entries()) {
    if (questions.length >= ctx.count) break;
    try {
      questions.push(itemToQuestion(item, ctx, i + 1));
    } catch (error) {
      const reason =
        error instanceof ItemRefusal
          ? error.reason
          : error instanceof ImportProblem
            ? reasonOf(error, ctx.locale)
            : null;
      if (reason === null) throw error;
      dropped.push({ index: i + 1, text: droppedText(item.question), reason });
    }
  }
  return { questions, dropped };
}

/** A saved question as the result list shows it: its options and right ones by text, and its body. */
export function savedQuestion(q: QuestionInput): AiSavedQuestion {
  const optionOf = (letter: (typeof OPTION_LETTERS)[number]) => q[`option${letter}`].trim();
  return {
    questionTypeId: q.questionTypeId,
    questionDetail: q.questionDetail,
    options: OPTION_LETTERS.map(optionOf).filter(Boolean),
    correctOptions: q.correctOption.map(optionOf).filter(Boolean),
    answerExplanation: q.answerExplanation,
    perQuestionMark: q.perQuestionMark,
    body: q.body ?? null,
  };
}
