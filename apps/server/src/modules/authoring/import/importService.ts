import { MARK_OPTION, spreadMarks, type Locale, type QuestionInput, type questionImportInput } from '@assessly/shared';
import { translateMessage, translations } from '@assessly/shared/i18n';
import type { z } from 'zod';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import { invalidField, notFound, refuse } from '../../../errors/AppError.js';
import { assertMayAddQuestions } from '../../billing/index.js';
import { deleteUpload, findUpload, PRIVATE_IMPORTS_PREFIX } from '../../../files/uploadRepository.js';
import { refreshMarks } from '../topics/topicService.js';
import { findQuizTopic, refreshCategories, stopIfRunning } from '../topics/topicRepository.js';
import { parseAiken } from './aikenParser.js';
import { parseQuestionCsv } from './csvParser.js';
import { parseGift } from './giftParser.js';
import { ImportProblem, type TextRow } from './importProblem.js';
import * as repo from './importRepository.js';
import { parsedToRow, rowToQuestion, type RowContext } from './questionRows.js';

type ImportInput = z.output<typeof questionImportInput>;

/**
 * How to read the file's rows for its format. GIFT and Aiken carry no category or level, so the
 * request must name them for the whole file: checked here, before the file is touched.
 */
function rowReader(input: ImportInput): (content: string) => TextRow[] {
  if (input.format === 'csv') return parseQuestionCsv;
  const categoryId = input.questionCategoryId ?? invalidField('questionCategoryId', 'required');
  const levelId = input.questionLavelId ?? invalidField('questionLavelId', 'required');
  const parse = input.format === 'gift' ? parseGift : parseAiken;
  return (content) => parse(content).map((q) => parsedToRow(q, categoryId, levelId));
}

const knownMessage = (key: string) => Object.prototype.hasOwnProperty.call(translations.en.messages, key);

/** The reason of a refused row as a sentence in the caller's language, naming the column when needed. */
export function problemReason(locale: Locale, problem: ImportProblem): string {
  const problemText = knownMessage(problem.key)
    ? translateMessage(locale, problem.key, problem.params)
    : translateMessage(locale, 'invalidValue', problem.params);
  return problem.column
    ? translateMessage(locale, 'columnProblem', { column: problem.column, problem: problemText })
    : problemText;
}

/**
 * Equal distribution (mark option 1): the new questions get their share of the total right away,
 * so that refreshing the marks afterwards only touches the questions that were already there.
 */
export function presetEqualMarks(
  questions: QuestionInput[],
  quiz: { quizMarkOptionId: number; quizTotalMarks: number },
  existing: number,
) {
  if (quiz.quizMarkOptionId !== MARK_OPTION.equal) return;
  const marks = spreadMarks(quiz.quizTotalMarks, existing + questions.length).slice(existing);
  questions.forEach((q, i) => (q.perQuestionMark = marks[i]!));
}

async function store(db: DB, quizTopicId: number, questions: QuestionInput[], userId: number) {
  try {
    return await db.transaction().execute(async (trx) => {
      // An admin holding a plan: the whole file within the question quota, or nothing is imported.
      await assertMayAddQuestions(trx, userId, quizTopicId, questions.length);
      await repo.insertQuestions(trx, questions, userId);
      const wasRunning = await stopIfRunning(trx, quizTopicId, userId);
      await refreshMarks(trx, quizTopicId);
      await refreshCategories(trx, quizTopicId);
      return wasRunning;
    });
  } catch (error) {
    // Another admin added the same question meanwhile.
    if (isUniqueViolation(error)) refuse('duplicateQuestion');
    throw error;
  }
}

/**
 * ReadQuestionUploadCsv: the whole file is read and every row checked before anything is stored;
 * the first bad row refuses the file (csvUploadInstruction with its row and reason). A good file is
 * stored in one transaction. The private import file is deleted once it has been read.
 */
export async function importQuestions(db: DB, input: ImportInput, userId: number, locale: Locale) {
  if (!input.path.startsWith(PRIVATE_IMPORTS_PREFIX)) notFound();
  const readRows = rowReader(input);
  const quiz = (await findQuizTopic(db, input.quizTopicId)) ?? notFound();
  const file = (await findUpload(db, input.path)) ?? notFound();
  try {
    const rows = readRows(file.data.toString('utf8'));
    if (rows.length === 0) refuse('importFileEmpty');
    const [levels, categories, existingKeys] = await Promise.all([
      repo.levelLookup(db),
      repo.categoryLookup(db),
      repo.existingQuestionKeys(db, quiz.quizTopicId),
    ]);
    const ctx: RowContext = {
      quizTopicId: quiz.quizTopicId,
      quiz: { quizMarkOptionId: quiz.quizMarkOptionId, allowMultipleAnswer: quiz.allowMultipleAnswer },
      levels,
      categories,
      existingKeys,
      fileKeys: new Set(),
    };
    const questions = rows.map((row) => rowToQuestion(row, ctx));
    presetEqualMarks(questions, quiz, existingKeys.size);
    const wasRunning = await store(db, quiz.quizTopicId, questions, userId);
    return {
      responseMsg: wasRunning ? 'liveInterruptionForRunningAssessment' : 'questionsImported',
      params: { count: questions.length },
    };
  } catch (error) {
    if (error instanceof ImportProblem)
      refuse('csvUploadInstruction', { row: error.row, reason: problemReason(locale, error) });
    throw error;
  } finally {
    await deleteUpload(db, input.path);
  }
}
