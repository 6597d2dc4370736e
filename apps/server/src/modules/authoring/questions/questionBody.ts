import { isDeepStrictEqual } from 'node:util';
import {
  MARK_OPTION,
  bodyKeyProblem,
  OPTION_LETTERS,
  QUESTION_TYPE_ID,
  parseCloze,
  roundFraction,
  writeCloze,
  type OptionLetter,
  type QuestionBody,
  type QuestionInput,
  type QuizRulesForQuestions,
} from '@assessly/shared';

// How a question's body and its columns (optionA–E, correctOption) hold together (issue 22). Types 1–3 keep
// filling the columns as before, so every call of the spec answers the same: a choice question's options are
// optionA–E and its right letters correctOption; a true/false question is optionA "True", optionB "False".

type ChoiceBody = Extract<QuestionBody, { type: 'choice' }>;
type Columns = Pick<QuestionInput, `option${OptionLetter}` | 'correctOption'>;

export const TRUE_FALSE_TEXTS = { optionA: 'True', optionB: 'False' } as const;

/** The filled options of a question, in letter order (the order of a choice body's options). */
export function filledOptions(q: Columns): { letter: OptionLetter; text: string }[] {
  return OPTION_LETTERS.map((letter) => ({ letter, text: q[`option${letter}`].trim() })).filter((o) => o.text);
}

/**
 * The body a choice question's columns describe, when it stores none (every question of before issue 22):
 * one right option earns the whole mark; several right options share it and a wrong one costs it, the
 * nearest that fractions come to the old rule (the exact set, or nothing). Exports write this body, and an
 * import that reads it back stores no body, so the question comes back as it was.
 */
export function choiceBodyOfColumns(q: Columns): ChoiceBody {
  const right = new Set<string>(q.correctOption);
  const options = filledOptions(q);
  const count = options.filter((o) => right.has(o.letter)).length;
  const multiple = count > 1;
  const share = roundFraction(1 / Math.max(count, 1));
  return {
    type: 'choice',
    multiple,
    options: options.map((o) => ({
      text: o.text,
      fraction: right.has(o.letter) ? (multiple ? share : 1) : multiple ? -1 : 0,
    })),
  };
}

/** The letters a choice body marks right: those that earn something, or for a single answer the best ones. */
export function rightLetters(body: ChoiceBody): OptionLetter[] {
  const best = Math.max(...body.options.map((o) => o.fraction));
  const right = (fraction: number) => (body.multiple ? fraction > 0 : fraction > 0 && fraction === best);
  return body.options.flatMap((o, i) => (right(o.fraction) ? [OPTION_LETTERS[i]!] : []));
}

/** Whether a choice body says no more than the columns (no feedback, the fractions of choiceBodyOfColumns). */
export function columnsSayAll(body: ChoiceBody, q: Columns): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(body)), choiceBodyOfColumns(q));
}

/** A question completed, or the field problem that keeps it from being stored (a message key at a path). */
export type Completed = { question: QuestionInput } | { problem: { path: string; code: string } };

/**
 * The body a question is stored with, completed from what the request left to the columns or the text:
 * a true/false question named by correctOption (A true, B false), a cloze question by its text alone (the
 * blanks are its text read, as the question dialog reads them). A choice body sets the right letters.
 */
export function completeBody(q: QuestionInput): Completed {
  const out = { ...q };
  if (q.questionTypeId === QUESTION_TYPE_ID.choice && q.body?.type === 'choice') {
    out.correctOption = rightLetters(q.body);
  } else if (q.questionTypeId === QUESTION_TYPE_ID.trueFalse && !q.body && q.correctOption.length === 1) {
    out.body = { type: 'trueFalse', correct: q.correctOption[0] === 'A' };
  } else if (q.questionTypeId === QUESTION_TYPE_ID.cloze && !q.body) {
    const parsed = parseCloze(q.questionDetail);
    if ('error' in parsed) return { problem: { path: 'questionDetail', code: parsed.error } };
    out.body = { type: 'cloze', blanks: parsed.blanks };
  }
  if (q.questionTypeId === QUESTION_TYPE_ID.trueFalse && !out.body)
    return { problem: { path: 'body', code: 'required' } };
  return { question: out };
}

/**
 * completeBody, and for a marked assessment (not a survey) a key that can earn marks: an answer of a
 * choice, short-answer or numerical question, and of every cloze blank, with a fraction above 0.
 */
export function completeForQuiz(q: QuestionInput, quiz: QuizRulesForQuestions): Completed {
  const completed = completeBody(q);
  if ('problem' in completed || quiz.quizMarkOptionId === MARK_OPTION.survey || !completed.question.body)
    return completed;
  const code = bodyKeyProblem(completed.question.body);
  return code ? { problem: { path: 'body', code } } : completed;
}

/**
 * A cloze text as it is stored: its blanks written in one form (long type names, every fraction written,
 * `~%0%green` for `~green`), the form every exchange reader gives back, so that a text comes back from an
 * export exactly as it was stored. The blanks are the same; a text that does not parse stays as it is.
 */
function canonicalCloze(text: string): string {
  const parsed = parseCloze(text);
  return 'error' in parsed ? text : writeCloze(parsed.text, parsed.blanks);
}

/**
 * What is stored, after the shared normalizeQuestion: a true/false question's columns (its options are
 * "True" and "False", the right one in correctOption, except in a survey), no choice body in a survey
 * (it has no right answers) nor one the columns say whole, no body for a descriptive question, a cloze
 * text in its canonical form.
 */
export function bodyForStorage(q: QuestionInput, quiz: QuizRulesForQuestions): QuestionInput {
  const survey = quiz.quizMarkOptionId === MARK_OPTION.survey;
  const out = { ...q };
  const body = q.body;
  if (body?.type === 'trueFalse') {
    Object.assign(out, TRUE_FALSE_TEXTS, { correctOption: survey ? [] : [body.correct ? 'A' : 'B'] });
  }
  if (body?.type === 'descriptive' || (body?.type === 'choice' && (survey || columnsSayAll(body, q)))) {
    out.body = undefined;
  }
  if (body?.type === 'cloze') out.questionDetail = canonicalCloze(q.questionDetail);
  return out;
}
