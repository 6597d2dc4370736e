import {
  bodyAnswerDisplay,
  QUESTION_TYPE_ID,
  storedAnswerDisplay,
  withoutMarks,
  type AnswerDisplay,
  type AttemptKeys,
  type QuestionBody,
} from '@assessly/shared';
import {
  attemptKeys,
  bodyOf,
  keyText,
  markingOf,
  scoreWithBody,
  type AttemptRow,
  type EngineQuestion,
} from '../../delivery/index.js';

/**
 * How a stored answer is shown (issue 22): its parts and key through the question engine's display rules
 * (AnswerDisplay in packages/shared), read against the question's body and the attempt's keys, so that
 * ids become texts and every part is marked as it scored. An answer row keeps texts of its own (the
 * question's text, the key, the answer as text), not the body: the body is the question's as it is now.
 * It is used only when it reads the answer exactly as the stored texts say it was read and scores it as
 * it was scored; a question deleted or changed since is shown from the stored texts, unmarked.
 */

/** What the display reads of an answer row. */
export interface StoredRow {
  questionTypeId: number;
  userAnswer: string;
  answerText: string | null;
  correctAnswer: string;
  isAnswerSkipped: number;
  questionMark: number;
  userObtainedQuestionMark: number;
  isExamined: number;
}

/** What it reads of the attempt: its secret (the keys of its ids) and its marking rules. */
export type DisplayAttempt = Pick<
  AttemptRow,
  'attemptSecret' | 'negativeMarkPenalty' | 'floorQuestionAtZero' | 'floorAttemptAtZero'
>;

/** Marks rounded as the grade rounds them (answerGrade.ts): 7 places. */
const round7 = (value: number): number => Math.round(value * 1e7) / 1e7;

/**
 * Does the body as it is now read the stored answer as it was read when it was graded: the same key text,
 * the same answer text, the same mark? Anything else (an accepted answer, a case rule, an option changed
 * since) means the stored texts are the only true account of the answer.
 */
function readsAsGraded(
  row: StoredRow,
  live: EngineQuestion,
  body: QuestionBody,
  keys: AttemptKeys,
  attempt: DisplayAttempt,
): boolean {
  if (keyText(live, body) !== row.correctAnswer) return false;
  const given = row.userAnswer !== '';
  const again = given ? scoreWithBody(live, body, row.userAnswer, keys, markingOf(attempt)) : null;
  if ((again?.answerText ?? null) !== (row.answerText ?? null)) return false;
  const scored = again !== null && again.fraction !== null && row.isAnswerSkipped !== 1 && row.isExamined === 1;
  if (!scored || !(row.questionMark > 0)) return true;
  return Math.abs(round7(again.fraction! * row.questionMark) - Number(row.userObtainedQuestionMark)) < 1e-6;
}

function chooseDisplay(row: StoredRow, live: EngineQuestion | null, attempt: DisplayAttempt): AnswerDisplay {
  const body = live ? bodyOf(live) : null;
  // A choice row of before issue 22 was scored against its stored key: that key marks its options.
  if (live && !body) return storedAnswerDisplay(row, row.questionTypeId === QUESTION_TYPE_ID.choice);
  if (!live || !body || body.type === 'descriptive') return storedAnswerDisplay(row);
  // An attempt without its secret (written around the app) cannot read ids: the stored texts can.
  if (!attempt.attemptSecret) return storedAnswerDisplay(row);
  // The keys of this read only: a result sheet is read once, the exam's kept keys are for its saves.
  const keys = attemptKeys(attempt.attemptSecret, live.quizQuestionId);
  return readsAsGraded(row, live, body, keys, attempt)
    ? bodyAnswerDisplay(body, row.userAnswer, keys)
    : storedAnswerDisplay(row);
}

/**
 * The display of a stored answer with the question as it is now (null when it was deleted). A question
 * without marks (a survey) marks nothing; the key is in it, for the caller to drop where it may not be seen.
 */
export function answerDisplayOf(row: StoredRow, live: EngineQuestion | null, attempt: DisplayAttempt): AnswerDisplay {
  const display = chooseDisplay(row, live, attempt);
  return row.questionMark > 0 ? display : withoutMarks(display);
}
