import { ANSWER_SEPARATOR, QUESTION_TYPE_ID, type ExamQuestion } from '@assessly/shared';
import type { Client } from 'undici';
import type { Recorder } from './recorder.js';
import { timed } from './http.js';

/** The exam routes the wave calls (spec 001 §7 names), checked against the server's OpenAPI before the run. */
export const EXAM_ROUTES = [
  ['post', '/api/Quiz/CreateQuizResponseInitial'],
  ['get', '/api/Quiz/GetSingleQuestion/{quizId}/{serial}'],
  ['post', '/api/Quiz/CreateQuizResponseDetail'],
  ['put', '/api/Quiz/UpdateQuizTakenTime'],
] as const;

export interface StartedAttempt {
  quizResponseInitialId: number;
  totalQuestions: number;
}

/** What GetSingleQuestion shows a candidate: the options, and the items, stems, choices and blanks (issue 22). */
export type ShownQuestion = Pick<
  ExamQuestion,
  | 'quizQuestionId'
  | 'questionTypeId'
  | 'optionA'
  | 'optionB'
  | 'optionC'
  | 'optionD'
  | 'optionE'
  | 'items'
  | 'stems'
  | 'choices'
  | 'blanks'
>;

/**
 * What candidates type to a question (mixedAssessment.ts): the whole answer of a short-answer or numerical
 * question, or per blank number of a cloze question. Unknown to the server's view: a candidate knows it.
 */
export type TypedAnswers = readonly string[] | Readonly<Record<number, readonly string[]>>;

/** What the server acknowledged: checked against the database after the run. */
export interface Acknowledged {
  attemptId: number;
  quizQuestionId: number;
  userAnswer: string;
}

/** Answers null when the server refused or failed (recorded as an error). */
export async function startAttempt(c: Client, r: Recorder, kind: string, token: string, quizTopicId: number) {
  return timed<StartedAttempt>(c, r, kind, {
    method: 'POST',
    path: '/api/Quiz/CreateQuizResponseInitial',
    token,
    body: { quizTopicId },
  });
}

/** The question at a position (0-based) of the caller's open attempt of the assessment quizTopicId. */
export async function getQuestion(
  c: Client,
  r: Recorder,
  kind: string,
  token: string,
  quizTopicId: number,
  serial: number,
) {
  return timed<ShownQuestion>(c, r, kind, {
    method: 'GET',
    path: `/api/Quiz/GetSingleQuestion/${quizTopicId}/${serial}`,
    token,
  });
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** The list in a random order (Fisher–Yates). */
function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Cloze: a value for every blank (typed, or one or more of its choices' ids), in blank order, as stored. */
function clozeAnswer(q: ShownQuestion, typed: Readonly<Record<number, readonly string[]>>): string {
  const parts: string[] = [];
  for (const blank of q.blanks ?? []) {
    if (blank.kind !== 'choice') {
      const options = typed[blank.no];
      if (options?.length) parts.push(`${blank.no}=${pick(options)}`);
      continue;
    }
    const ids = (blank.choices ?? []).map((c) => c.id);
    const chosen = blank.multiple ? shuffled(ids).slice(0, 1 + Math.floor(Math.random() * ids.length)) : [pick(ids)];
    for (const id of ids.filter((i) => chosen.includes(i))) parts.push(`${blank.no}=${id}`);
  }
  return parts.join(ANSWER_SEPARATOR);
}

/**
 * An answer as a candidate gives it, at random (some right, some partly right, some wrong, as in a real class),
 * in the form the server stores it in: one of the option texts shown; true or false; one of the typed answers;
 * every stem matched with a choice (one stem in five left out); the items in a random order; every blank filled.
 */
export function pickAnswer(q: ShownQuestion, typed?: TypedAnswers): string {
  switch (q.questionTypeId) {
    case QUESTION_TYPE_ID.trueFalse:
      return pick(['true', 'false']);
    case QUESTION_TYPE_ID.shortAnswer:
    case QUESTION_TYPE_ID.numerical:
      return pick(Array.isArray(typed) ? (typed as readonly string[]) : ['?']);
    case QUESTION_TYPE_ID.matching: {
      const choices = (q.choices ?? []).map((c) => c.id);
      const stems = q.stems ?? [];
      const answered = stems.filter((_, i) => i === 0 || Math.random() >= 0.2);
      return answered.map((stem) => `${stem.id}=${pick(choices)}`).join(ANSWER_SEPARATOR);
    }
    case QUESTION_TYPE_ID.ordering:
      return shuffled((q.items ?? []).map((item) => item.id)).join(ANSWER_SEPARATOR);
    case QUESTION_TYPE_ID.cloze:
      return clozeAnswer(q, typed && !Array.isArray(typed) ? (typed as Record<number, readonly string[]>) : {});
    default: {
      const options = [q.optionA, q.optionB, q.optionC, q.optionD, q.optionE].filter(Boolean);
      return pick(options);
    }
  }
}

export function answerBody(attemptId: number, quizQuestionId: number, userAnswer: string) {
  return {
    quizResponseInitialId: attemptId,
    quizQuestionId,
    userAnswer,
    isAnswerSkipped: false,
    pointerLeaveCount: 0,
    visibilitychangeCount: 0,
  };
}

/** Saves one answer; the acknowledged ones are collected for the durability check. */
export async function saveAnswer(
  c: Client,
  r: Recorder,
  kind: string,
  token: string,
  answer: Acknowledged,
  acknowledged: Acknowledged[],
): Promise<boolean> {
  const saved = await timed(c, r, kind, {
    method: 'POST',
    path: '/api/Quiz/CreateQuizResponseDetail',
    token,
    body: answerBody(answer.attemptId, answer.quizQuestionId, answer.userAnswer),
  });
  if (saved !== null) acknowledged.push(answer);
  return saved !== null;
}

export async function finishAttempt(c: Client, r: Recorder, kind: string, token: string, attemptId: number) {
  return timed(c, r, kind, {
    method: 'PUT',
    path: '/api/Quiz/UpdateQuizTakenTime',
    token,
    body: { quizResponseInitialId: attemptId },
  });
}
