import { arg, compiledOnce } from '../../../db/compiledQuery.js';
import type { Selectable } from 'kysely';
import type { DB } from '../../../db/database.js';
import type { QuizTopicTable } from '../../../db/schema.js';
import { extraTimeColumn, toExtraTime, type ExtraTime } from '../accommodations/accommodationRepository.js';

/** The assessment's columns a start checks and copies, in the select's order. */
const START_COLUMNS = [
  'quizTopicId',
  'quizTitle',
  'quizTime',
  'quizMarkOptionId',
  'quizParticipantOptionId',
  'certificateTemplateId',
  'quizTotalMarks',
  'quizPassMarks',
  'quizPrice',
  'allowMultipleInputByUser',
  'allowMultipleAnswer',
  'allowMultipleAttempt',
  'allowCorrectOption',
  'allowAnswerExplation',
  'allowQuizStop',
  'allowQuizSkip',
  'allowQuestionSuffle',
  'isRunning',
  'quizscheduleStartTime',
  'quizscheduleEndTime',
  'negativeMarkPenalty',
  'floorQuestionAtZero',
  'floorAttemptAtZero',
] as const;

/**
 * What a start reads of its assessment (CreateQuizResponseInitial): the columns it checks and copies
 * into the attempt, and the question ids in the order they were added. One query compiled once
 * (db/compiledQuery.ts) instead of the topic's full row with a counting subquery and then the ids: a
 * thousand candidates press Start at the same moment.
 */
export type StartQuiz = Pick<Selectable<QuizTopicTable>, (typeof START_COLUMNS)[number]>;

/** One row per question (or one row with a null id for an assessment without questions). */
type StartQuizRow = StartQuiz & {
  questionId: number | null;
  extraMinutes: number | null;
  timeMultiplier: number | null;
};

const startQuizQuery = compiledOnce<{ quizTopicId: number; userId: number }, StartQuizRow>((db) =>
  db
    .selectFrom('quiz_topic as t')
    .leftJoin('quiz_question as q', 'q.quizTopicId', 't.quizTopicId')
    .select([...START_COLUMNS.map((c) => `t.${c}` as const), 'q.quizQuestionId as questionId'])
    // Uncorrelated with the rows: evaluated once, not once per question.
    .select([
      extraTimeColumn(db, 'extraMinutes', arg<number>('userId'), arg<number>('quizTopicId')),
      extraTimeColumn(db, 'timeMultiplier', arg<number>('userId'), arg<number>('quizTopicId')),
    ])
    .where('t.quizTopicId', '=', arg<number>('quizTopicId'))
    .orderBy('q.quizQuestionId'),
);

/**
 * The assessment and its question ids in the order they were added (an attempt's unshuffled order), and
 * the candidate's extra time for it, in one query: the assessment's columns repeat on each question's row.
 */
export async function findStartQuiz(
  db: DB,
  quizTopicId: number,
  userId: number,
): Promise<(StartQuiz & { questionIds: number[]; extraTime: ExtraTime }) | undefined> {
  const { rows } = await startQuizQuery.execute(db, { quizTopicId, userId });
  if (!rows[0]) return undefined;
  const { questionId: _first, extraMinutes, timeMultiplier, ...quiz } = rows[0];
  const questionIds = rows.flatMap((r) => (r.questionId === null ? [] : [r.questionId]));
  return { ...quiz, questionIds, extraTime: toExtraTime({ extraMinutes, timeMultiplier }) };
}
