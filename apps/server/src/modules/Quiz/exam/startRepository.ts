import { arg, compiledOnce } from '../../../db/compiledQuery.js';
import type { DB } from '../../../db/database.js';

/**
 * What a start reads of its assessment (CreateQuizResponseInitial): the columns it checks and copies
 * into the attempt, and the question ids in the order they were added. One query compiled once
 * (db/compiledQuery.ts) instead of the topic's full row with a counting subquery and then the ids: a
 * thousand candidates press Start at the same moment.
 */
export interface StartQuiz {
  quizTopicId: number;
  quizTitle: string;
  quizTime: number;
  quizMarkOptionId: number;
  quizParticipantOptionId: number;
  certificateTemplateId: number | null;
  quizTotalMarks: number;
  quizPassMarks: number;
  quizPrice: number;
  allowMultipleInputByUser: number;
  allowMultipleAnswer: number;
  allowMultipleAttempt: number;
  allowCorrectOption: number;
  allowAnswerExplation: number;
  allowQuizStop: number;
  allowQuizSkip: number;
  allowQuestionSuffle: number;
  isRunning: number;
  quizscheduleStartTime: string | null;
  quizscheduleEndTime: string | null;
}

/** One row per question (or one row with a null id for an assessment without questions). */
type StartQuizRow = StartQuiz & { questionId: number | null };

const startQuizQuery = compiledOnce<{ quizTopicId: number }, StartQuizRow>((db) =>
  db
    .selectFrom('quiz_topic as t')
    .leftJoin('quiz_question as q', 'q.quizTopicId', 't.quizTopicId')
    .select([
      't.quizTopicId',
      't.quizTitle',
      't.quizTime',
      't.quizMarkOptionId',
      't.quizParticipantOptionId',
      't.certificateTemplateId',
      't.quizTotalMarks',
      't.quizPassMarks',
      't.quizPrice',
      't.allowMultipleInputByUser',
      't.allowMultipleAnswer',
      't.allowMultipleAttempt',
      't.allowCorrectOption',
      't.allowAnswerExplation',
      't.allowQuizStop',
      't.allowQuizSkip',
      't.allowQuestionSuffle',
      't.isRunning',
      't.quizscheduleStartTime',
      't.quizscheduleEndTime',
      'q.quizQuestionId as questionId',
    ])
    .where('t.quizTopicId', '=', arg<number>('quizTopicId'))
    .orderBy('q.quizQuestionId'),
);

/**
 * The assessment and its question ids in the order they were added (an attempt's unshuffled order), in
 * one query: the assessment's columns repeat on each question's row.
 */
export async function findStartQuiz(
  db: DB,
  quizTopicId: number,
): Promise<(StartQuiz & { questionIds: number[] }) | undefined> {
  const { rows } = await startQuizQuery.execute(db, { quizTopicId });
  if (!rows[0]) return undefined;
  const { questionId: _first, ...quiz } = rows[0];
  const questionIds = rows.flatMap((r) => (r.questionId === null ? [] : [r.questionId]));
  return { ...quiz, questionIds };
}
