// A stored answer as result sheets, reports, the grading dialog, item analysis and Result.pdf show it
// (issue 22): its parts (what the candidate gave, as texts, each marked as it scored) and its key lines,
// laid out by the question type. The parts come from the type's rules and the question's body; an answer
// whose body cannot read it any more (a question deleted or changed since, a row stored before issue 22)
// is shown from the texts stored with it. No zod: screens use this without the schemas.
import { ANSWER_SEPARATOR } from '../questionKinds.js';
import { comparableText } from './common/answerText.js';
import {
  ALTERNATIVE_SEPARATOR,
  NO_ANSWER,
  ORDER_ARROW,
  PAIR_ARROW,
  PART_SEPARATOR,
  type AnswerLayout,
  type AnswerPart,
  type KeyLine,
} from './common/display.js';
import type { TypeRules } from './common/typeRules.js';
import { QUESTION_TYPE_ID, type AttemptKeys, type QuestionBody, type QuestionTypeKey } from './model.js';
import { QUESTION_TYPE_RULES } from './rules.js';

export type { AnswerLayout, AnswerPart, KeyEntry, KeyLine, PartMark } from './common/display.js';

/** An answer and its key as a reader reads them. */
export interface AnswerDisplay {
  layout: AnswerLayout;
  /** The candidate's answer in parts; none when nothing was given (skipped, left empty). */
  parts: AnswerPart[];
  /**
   * The key in lines (one per stem or blank for matching and cloze); [] for a question without one
   * (descriptive); absent where the reader may not see it (a candidate, when the assessment hides it).
   */
  key?: KeyLine[];
}

const LAYOUTS: Record<QuestionTypeKey, AnswerLayout> = {
  choice: 'options',
  descriptive: 'text',
  trueFalse: 'truth',
  shortAnswer: 'typed',
  numerical: 'typed',
  matching: 'pairs',
  ordering: 'order',
  cloze: 'blanks',
};
const KEY_OF_ID = new Map(Object.entries(QUESTION_TYPE_ID).map(([key, id]) => [id as number, key as QuestionTypeKey]));

/** How a questionTypeId's answers are laid out; an id no type has reads as options. */
export const layoutOf = (questionTypeId: number): AnswerLayout => LAYOUTS[KEY_OF_ID.get(questionTypeId) ?? 'choice'];

/** A wire answer against the body that scored it: the type's parts and key lines. */
export function bodyAnswerDisplay(body: QuestionBody, wire: string, keys: AttemptKeys): AnswerDisplay {
  const rules = QUESTION_TYPE_RULES[body.type] as TypeRules<QuestionBody, unknown>;
  return { layout: rules.layout, parts: rules.answerParts(body, wire, keys), key: rules.keyLines(body) };
}

/** A body's key alone, laid out as its answers are (item analysis: a question, no answer). */
export function bodyKeyDisplay(body: QuestionBody): AnswerDisplay {
  const rules = QUESTION_TYPE_RULES[body.type] as TypeRules<QuestionBody, unknown>;
  return { layout: rules.layout, parts: [], key: rules.keyLines(body) };
}

/** What an answer row stores as text (issue 22's answerText beside the wire form, the key as a text). */
export interface StoredAnswer {
  questionTypeId: number;
  /** The wire form: option texts, a typed text, `true` / `false`, ids of the attempt, `n=value` parts. */
  userAnswer: string;
  /** The answer as one readable text, where the wire form is not one (true/false, matching, ordering, cloze). */
  answerText?: string | null;
  /** The key as one text (option texts joined by ##### for a choice question stored before issue 22). */
  correctAnswer: string;
}

/** `true` / `false` in any case, or null. */
function truthOf(text: string): 'true' | 'false' | null {
  const word = text.trim().toLowerCase();
  return word === 'true' || word === 'false' ? word : null;
}

/** A flat "label → text; label → text" (matching) read back into labelled parts. */
function pairsOf(text: string): { label: string; text: string }[] {
  return text
    .split(PART_SEPARATOR)
    .filter((line) => line.trim())
    .map((line) => {
      const at = line.indexOf(PAIR_ARROW);
      return at < 0
        ? { label: '', text: line.trim() }
        : { label: line.slice(0, at).trim(), text: line.slice(at + PAIR_ARROW.length).trim() };
    });
}

/** A flat "[[1]] text; [[2]] text" (cloze) read back into its blanks. */
function blanksOf(text: string): { label: string; text: string }[] {
  const found: { label: string; text: string }[] = [];
  const marker = /(?:^|; )\[\[(\d+)\]\] ?/g;
  const starts = [...text.matchAll(marker)];
  starts.forEach((m, i) => {
    const end = starts[i + 1]?.index ?? text.length;
    found.push({ label: m[1] as string, text: text.slice((m.index as number) + m[0].length, end).trim() });
  });
  return found;
}

const orNull = (text: string): string | null => (text === NO_ANSWER || text === '' ? null : text);
const oneLine = (text: string): KeyLine[] => (text.trim() ? [{ entries: [{ text: text.trim(), fraction: 1 }] }] : []);

/**
 * An answer shown from the texts stored with it, for a row no body can read (a question deleted or changed
 * since the attempt, a choice or descriptive row stored before issue 22). `marked`: the stored key is the
 * one the answer was scored with, as a choice row of before issue 22 has it (option texts joined by #####,
 * right only as the whole set, case aside); each option is then marked right or wrong by it. Other rows
 * carry no marks: the stored texts do not say how each part scored.
 */
export function storedAnswerDisplay(stored: StoredAnswer, marked = false): AnswerDisplay {
  const layout = layoutOf(stored.questionTypeId);
  const readable = (stored.answerText ?? stored.userAnswer).trim();
  const key = stored.correctAnswer;
  const split = (text: string) => [...new Set(text.split(ANSWER_SEPARATOR).map((p) => p.trim()))].filter(Boolean);
  if (layout === 'options') {
    const right = new Set(split(key).map((k) => k.toLowerCase()));
    const parts = split(stored.userAnswer).map((text): AnswerPart => {
      if (!marked) return { text };
      return { text, mark: right.has(text.toLowerCase()) ? 'right' : 'wrong' };
    });
    return { layout, parts, key: [{ entries: split(key).map((text) => ({ text, fraction: 1 })) }] };
  }
  if (layout === 'text') {
    const text = stored.userAnswer.trim();
    return { layout, parts: text ? [{ text }] : [], key: [] };
  }
  if (layout === 'truth') {
    const text = truthOf(stored.userAnswer) ?? truthOf(readable) ?? readable;
    const keyText = truthOf(key) ?? key.trim();
    return {
      layout,
      parts: text ? [{ text }] : [],
      key: keyText ? [{ entries: [{ text: keyText, fraction: 1 }] }] : [],
    };
  }
  if (layout === 'typed') {
    const text = comparableText(stored.userAnswer, true);
    return { layout, parts: text ? [{ text }] : [], key: oneLine(key) };
  }
  if (layout === 'order') {
    const items = (text: string) => (text.trim() ? text.split(ORDER_ARROW).map((item) => item.trim()) : []);
    const entries = items(key).map((text) => ({ text, fraction: 1 }));
    return { layout, parts: items(readable).map((text) => ({ text })), key: entries.length ? [{ entries }] : [] };
  }
  const read = layout === 'pairs' ? pairsOf : blanksOf;
  return {
    layout,
    parts: read(readable).map((p) => ({ label: p.label, text: orNull(p.text) })),
    key: read(key).map((line) => ({
      label: line.label,
      entries: (layout === 'blanks' ? line.text.split(ALTERNATIVE_SEPARATOR) : [line.text])
        .filter((text) => text.trim())
        .map((text) => ({ text: text.trim(), fraction: 1 })),
    })),
  };
}

/** The display without its key, for a reader who may not see it. */
export const withoutKey = ({ layout, parts }: AnswerDisplay): AnswerDisplay => ({ layout, parts });

/** The display without marks, for an answer nothing is marked on (a survey, a question without marks). */
export const withoutMarks = (display: AnswerDisplay): AnswerDisplay => ({
  ...display,
  parts: display.parts.map(({ mark: _mark, ...part }) => part),
});

/** A piece of a cloze text as a candidate saw it: words, or the place of blank n (written [[n]]). */
export type ClozePiece = { text: string } | { blank: number };

/** A cloze text with its blanks as [[n]] cut into words and blanks, in order; empty words left out. */
export function clozePieces(text: string): ClozePiece[] {
  return text
    .split(/\[\[(\d+)\]\]/)
    .map((piece, i): ClozePiece => (i % 2 === 1 ? { blank: Number(piece) } : { text: piece }))
    .filter((piece) => !('text' in piece) || piece.text !== '');
}
