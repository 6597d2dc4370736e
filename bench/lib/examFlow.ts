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

export interface ShownQuestion {
  quizQuestionId: number;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  optionE: string;
}

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

/** One of the option texts the candidate was shown, at random (some right, some wrong, as in a real class). */
export function pickAnswer(q: ShownQuestion): string {
  const options = [q.optionA, q.optionB, q.optionC, q.optionD, q.optionE].filter(Boolean);
  return options[Math.floor(Math.random() * options.length)]!;
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
