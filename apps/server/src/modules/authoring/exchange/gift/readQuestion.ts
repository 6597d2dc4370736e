import { QUESTION_TYPE_ID, type QuestionBody, type QuestionDraft, type QuestionTypeKey } from '@assessly/shared';
import { excerpt, protectEscapes, readText, restoreEscapes } from './giftText.js';
import {
  readChoice,
  readMatching,
  readNumerical,
  readShortAnswer,
  readTrueFalse,
  TRUE_FALSE_WORDS,
} from './readBodies.js';
import { isOrdering, readOrdering } from './readOrdering.js';
import { invalid, ItemRefused, ReasonNotes, unsupported, type ExchangeReason } from '../reasons.js';
import type { QuestionBlock } from './splitItems.js';

/** One question of the file as the report and the import need it. */
export type ReadQuestion =
  | { status: 'ok'; title: string; draft: QuestionDraft; notes: ExchangeReason[]; questionTypeId: number }
  | { status: 'invalid' | 'unsupported'; title: string; reason: ExchangeReason; questionTypeId: number | null };

/** The blank a missing-word question shows where its answer block stood. */
export const BLANK = '_____';

/** `::title::` at the start: the title (escapes restored) and the text after it. */
function splitTitle(text: string): { title?: string; rest: string } {
  if (!text.startsWith('::')) return { rest: text };
  const end = text.indexOf('::', 2);
  // Moodle reads `::` without a closing one as no title, and the text after the `::`.
  if (end < 0) return { rest: text.slice(2).trim() };
  const title = restoreEscapes(text.slice(2, end)).trim();
  return title === '' ? { rest: text.slice(end + 2).trim() } : { title, rest: text.slice(end + 2).trim() };
}

/**
 * The answer block `{…}` and the question's text around it. A block in the middle of the text is a missing
 * word: the text shows a blank there. A question has one block; any other brace must be escaped (Moodle
 * would leave it in the text, which is never what was meant). No braces at all: a description.
 */
function locateBlock(text: string): { questionText: string; answerText: string } | null {
  const open = text.indexOf('{');
  const close = text.indexOf('}');
  if (open < 0 && close < 0) return null;
  if (open < 0 || (close >= 0 && close < open)) return invalid('noOpeningBrace');
  if (close < 0) return invalid('unclosedBlock');
  const nested = text.indexOf('{', open + 1);
  if ((nested >= 0 && nested < close) || /[{}]/.test(text.slice(close + 1))) return invalid('severalBlocks');
  const before = text.slice(0, open);
  const questionText = text.endsWith('}') ? before : `${before}${BLANK}${text.slice(close + 1)}`;
  return { questionText, answerText: text.slice(open + 1, close).trim() };
}

/** The question type of an answer block, by Moodle's rules and in Moodle's order. */
function classify(answerText: string): QuestionTypeKey {
  if (answerText === '') return 'descriptive';
  if (answerText.startsWith('#')) return 'numerical';
  if (isOrdering(answerText)) return 'ordering';
  if (answerText.includes('~')) return 'choice';
  if (answerText.includes('=') && answerText.includes('->')) return 'matching';
  const hashAt = answerText.indexOf('#');
  const word = hashAt > 0 ? answerText.slice(0, hashAt).trim() : answerText;
  return TRUE_FALSE_WORDS.includes(word) ? 'trueFalse' : 'shortAnswer';
}

function readBody(type: QuestionTypeKey, answerText: string, notes: ReasonNotes): QuestionBody {
  switch (type) {
    case 'numerical':
      return readNumerical(answerText, notes);
    case 'ordering':
      return readOrdering(answerText);
    case 'choice':
      return readChoice(answerText);
    case 'matching':
      return readMatching(answerText);
    case 'trueFalse':
      return readTrueFalse(answerText);
    case 'shortAnswer':
      return readShortAnswer(answerText);
    default:
      return { type: 'descriptive' };
  }
}

/** The general feedback after the last `####` of the block, and the block without it. */
function splitGeneralFeedback(answerText: string): { answers: string; general: string } {
  const at = answerText.lastIndexOf('####');
  if (at < 0) return { answers: answerText, general: '' };
  return { answers: answerText.slice(0, at).trim(), general: answerText.slice(at + 4) };
}

/** The draft of a question whose body was read; a text without a format marker is plain. */
function buildDraft(block: QuestionBlock, title: string | undefined, questionText: string, general: string) {
  const { text, format } = readText(questionText);
  return (body: QuestionBody): QuestionDraft => ({
    ...(title === undefined ? {} : { title }),
    text,
    textFormat: format ?? 'plain',
    mark: block.mark ?? 1,
    body,
    explanation: readText(general).text,
    ...(block.image === undefined ? {} : { image: block.image }),
  });
}

/** A report line's title for a question without one: the start of its text, before its answer block. */
function untitled(text: string): string {
  const open = text.indexOf('{');
  return excerpt(readText(open > 0 ? text.slice(0, open) : text).text);
}

/** One question block read into a draft, or the reason it is not imported. Never throws a refusal. */
export function readQuestion(block: QuestionBlock): ReadQuestion {
  const { title, rest } = splitTitle(protectEscapes(block.lines.join('\n')));
  const reportTitle = title ?? untitled(rest);
  let questionTypeId: number | null = null;
  try {
    const located = locateBlock(rest);
    if (!located) return unsupported('giftDescription');
    const { answers, general } = splitGeneralFeedback(located.answerText);
    const type = classify(answers);
    questionTypeId = QUESTION_TYPE_ID[type];
    const notes = new ReasonNotes();
    const draft = buildDraft(block, title, located.questionText, general)(readBody(type, answers, notes));
    return { status: 'ok', title: reportTitle, draft, notes: notes.all, questionTypeId };
  } catch (error) {
    if (!(error instanceof ItemRefused)) throw error;
    return { status: error.status, title: reportTitle, reason: error.reason, questionTypeId };
  }
}
