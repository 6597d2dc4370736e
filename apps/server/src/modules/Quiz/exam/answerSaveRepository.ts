import { sql } from 'kysely';
import { arg, compiledOnce } from '../../../db/compiledQuery.js';
import type { DB } from '../../../db/database.js';
import { dialectOf } from '../../../db/dialect.js';
import { groupCommitOf } from '../../../db/groupCommit.js';
import type { NewAnswer } from './answerRepository.js';

/**
 * The queries of an answer save (CreateQuizResponseDetail), the exam's hottest path: one read, then one
 * write on PostgreSQL (one round trip each) and two statements on SQLite, in a transaction shared with
 * the other answer saves of the same moment (db/groupCommit.ts). All compiled once (db/compiledQuery.ts).
 */

/** The candidate's attempt and the question being answered (question fields null when it does not exist). */
export interface AnswerContext {
  quizResponseInitialId: number;
  quizMarkOptionId: number;
  allowQuizSkip: number;
  allowMultipleSelection: number;
  questionOrder: string;
  deadlineAt: string | null;
  finishedAt: string | null;
  quizQuestionId: number | null;
  questionTypeId: number | null;
  questionDetail: string | null;
  perQuestionMark: number | null;
  optionA: string | null;
  optionB: string | null;
  optionC: string | null;
  optionD: string | null;
  optionE: string | null;
  correctOptionText: string | null;
  answerExplanation: string | null;
  imagePath: string | null;
  videoPath: string | null;
}

const contextQuery = compiledOnce<{ attemptId: number; userId: number; quizQuestionId: number }, AnswerContext>((db) =>
  db
    .selectFrom('quiz_attempt as a')
    .leftJoin('quiz_question as q', (join) => join.on('q.quizQuestionId', '=', arg<number>('quizQuestionId')))
    .select([
      'a.quizResponseInitialId',
      'a.quizMarkOptionId',
      'a.allowQuizSkip',
      'a.allowMultipleSelection',
      'a.questionOrder',
      'a.deadlineAt',
      'a.finishedAt',
      'q.quizQuestionId',
      'q.questionTypeId',
      'q.questionDetail',
      'q.perQuestionMark',
      'q.optionA',
      'q.optionB',
      'q.optionC',
      'q.optionD',
      'q.optionE',
      'q.correctOptionText',
      'q.answerExplanation',
      'q.imagePath',
      'q.videoPath',
    ])
    .where('a.quizResponseInitialId', '=', arg<number>('attemptId'))
    .where('a.userId', '=', arg<number>('userId')),
);

/** The attempt when it belongs to this candidate, with the stored question; another candidate's is not found. */
export async function findAnswerContext(
  db: DB,
  attemptId: number,
  userId: number,
  quizQuestionId: number,
): Promise<AnswerContext | undefined> {
  return (await contextQuery.execute(db, { attemptId, userId, quizQuestionId })).rows[0];
}

type AnswerArgs = Omit<NewAnswer, 'quizResponseDetailId'> & Record<string, unknown>;
const ANSWER_COLUMNS = [
  'quizResponseInitialId',
  'quizQuestionId',
  'serial',
  'questionTypeId',
  'questionDetail',
  'imagePath',
  'videoPath',
  'userAnswer',
  'isAnswerSkipped',
  'correctAnswer',
  'answerExplanation',
  'questionMark',
  'userObtainedQuestionMark',
  'isExamined',
  'pointerLeaveCount',
  'visibilitychangeCount',
  'addedBy',
  'dateAdded',
  'lastUpdated',
] as const satisfies readonly (keyof NewAnswer)[];
/** What an answer again replaces; the first save's addedBy and dateAdded stay, lastUpdated records the change. */
const REPLACED = ANSWER_COLUMNS.filter(
  (c) => !['quizResponseInitialId', 'quizQuestionId', 'addedBy', 'dateAdded', 'lastUpdated'].includes(c),
);

/** Column types for PostgreSQL, which types the values of INSERT … SELECT only through casts. */
const PG_TYPE: Record<(typeof ANSWER_COLUMNS)[number], 'integer' | 'text' | 'double precision'> = {
  quizResponseInitialId: 'integer',
  quizQuestionId: 'integer',
  serial: 'integer',
  questionTypeId: 'integer',
  questionDetail: 'text',
  imagePath: 'text',
  videoPath: 'text',
  userAnswer: 'text',
  isAnswerSkipped: 'integer',
  correctAnswer: 'text',
  answerExplanation: 'text',
  questionMark: 'double precision',
  userObtainedQuestionMark: 'double precision',
  isExamined: 'integer',
  pointerLeaveCount: 'integer',
  visibilitychangeCount: 'integer',
  addedBy: 'integer',
  dateAdded: 'text',
  lastUpdated: 'text',
};

/** Moves the resume position forward (never back), only while the attempt is open. */
const claimQuery = compiledOnce<{ attemptId: number; nextSerial: number }, never>((db) =>
  db
    .updateTable('quiz_attempt')
    .set({
      currentSerial: sql<number>`case when ${sql.ref('currentSerial')} < ${arg<number>('nextSerial')} then ${arg<number>('nextSerial')} else ${sql.ref('currentSerial')} end`,
    })
    .where('quizResponseInitialId', '=', arg<number>('attemptId'))
    .where('finishedAt', 'is', null),
);

/** One row per attempt and question: answering again replaces the earlier answer. */
const upsertQuery = compiledOnce<AnswerArgs, never>((db) =>
  db
    .insertInto('quiz_answer')
    .values(Object.fromEntries(ANSWER_COLUMNS.map((c) => [c, arg(c)])) as unknown as NewAnswer)
    .onConflict((oc) =>
      oc.columns(['quizResponseInitialId', 'quizQuestionId']).doUpdateSet((eb) => ({
        ...Object.fromEntries(REPLACED.map((c) => [c, eb.ref(`excluded.${c}`)])),
        lastUpdated: eb.ref('excluded.dateAdded'),
      })),
    ),
);

/**
 * PostgreSQL, one statement and one round trip: the claim (which locks the attempt row until the commit,
 * so a concurrent finish waits for this answer and then counts it) feeds the upsert, which inserts
 * nothing when the attempt is no longer open. A row comes back only when the answer was stored.
 */
const claimAndUpsertQuery = compiledOnce<AnswerArgs & { nextSerial: number }, { quizResponseDetailId: number }>((db) =>
  db
    .with('claim', (qb) =>
      qb
        .updateTable('quiz_attempt')
        .set({
          currentSerial: sql<number>`greatest(${sql.ref('currentSerial')}, ${sql`cast(${arg('nextSerial')} as integer)`})`,
        })
        .where('quizResponseInitialId', '=', arg<number>('quizResponseInitialId'))
        .where('finishedAt', 'is', null)
        .returning('quizResponseInitialId'),
    )
    .insertInto('quiz_answer')
    .columns([...ANSWER_COLUMNS])
    .expression((eb) =>
      eb.selectFrom('claim').select(ANSWER_COLUMNS.map((c) => eb.cast(eb.val(arg(c)), PG_TYPE[c]).as(c))),
    )
    .onConflict((oc) =>
      oc.columns(['quizResponseInitialId', 'quizQuestionId']).doUpdateSet((eb) => ({
        ...Object.fromEntries(REPLACED.map((c) => [c, eb.ref(`excluded.${c}`)])),
        lastUpdated: eb.ref('excluded.dateAdded'),
      })),
    )
    .returning('quizResponseDetailId'),
);

/**
 * Stores the answer and moves the resume position, atomically and only while the attempt is open:
 * false when it was finished meanwhile (submit, or the sweep after the grace) and nothing was stored.
 * Resolves after the commit, so the caller may acknowledge the answer.
 */
export async function storeAnswerIfOpen(db: DB, answer: NewAnswer & { lastUpdated: null }): Promise<boolean> {
  const nextSerial = answer.serial + 1;
  if (dialectOf(db) === 'postgres') {
    return (await claimAndUpsertQuery.execute(db, { ...answer, nextSerial })).rows.length > 0;
  }
  // SQLite: the answer saves of one event-loop turn share one commit (db/groupCommit.ts).
  const store = async (trx: DB) => {
    const claimed = await claimQuery.execute(trx, { attemptId: answer.quizResponseInitialId, nextSerial });
    if (Number(claimed.numAffectedRows ?? 0) === 0) return false;
    await upsertQuery.execute(trx, answer);
    return true;
  };
  return db.isTransaction ? store(db) : groupCommitOf(db).run(store);
}
