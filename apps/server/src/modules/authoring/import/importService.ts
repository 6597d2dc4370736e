import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MARK_OPTION,
  spreadMarks,
  type ImportReportLine,
  type Locale,
  type QuestionInput,
  type QuizTopic,
  type questionImportInput,
  type questionImportResponse,
} from '@assessly/shared';
import type { z } from 'zod';
import type { DB } from '../../../db/database.js';
import { invalidField, notFound, refuse } from '../../../errors/AppError.js';
import { deleteUpload, findUpload, PRIVATE_IMPORTS_PREFIX } from '../../../files/uploadRepository.js';
import type { DraftPlacement } from '../exchange/draftToQuestion.js';
import { decodeGift } from '../exchange/gift/decode.js';
import { parseGift } from '../exchange/gift/index.js';
import { parseMoodleXml } from '../exchange/moodleXml/index.js';
import { parseQtiPackage } from '../exchange/qti/index.js';
import { findQuizTopic } from '../topics/topicRepository.js';
import { parseAiken } from './aikenParser.js';
import { parseQuestionCsv } from './csvParser.js';
import { siteImages } from './importFiles.js';
import { bankItems, rowItem, type ImportItem, type ItemContext } from './importItems.js';
import { ImportProblem } from './importProblem.js';
import * as repo from './importRepository.js';
import { storeItems } from './importStore.js';
import { parsedToRow } from './questionRows.js';

import { problemReason } from './problemReason.js';

export { problemReason };

type ImportInput = z.output<typeof questionImportInput>;
type ImportAnswer = z.input<typeof questionImportResponse>;

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

/**
 * Where the questions of a file without a category or level go. Every format but CSV carries no level (and
 * some no category), so the request must name both, as existing ones: checked before the file is touched.
 */
function placementOf(input: ImportInput, ctx: ItemContext): DraftPlacement | null {
  if (input.format === 'csv') return null;
  const questionCategoryId = input.questionCategoryId ?? invalidField('questionCategoryId', 'required');
  const questionLavelId = input.questionLavelId ?? invalidField('questionLavelId', 'required');
  if (!ctx.categories.ids.has(questionCategoryId)) invalidField('questionCategoryId', 'required');
  if (!ctx.levels.ids.has(questionLavelId)) invalidField('questionLavelId', 'required');
  return { quizTopicId: input.quizTopicId, questionCategoryId, questionLavelId };
}

/** A QTI package is read from a file (its central directory first, then entry by entry): a private temp one. */
async function readQti(data: Buffer, locale: Locale) {
  const path = join(tmpdir(), `assessly-qti-${randomUUID()}.zip`);
  await writeFile(path, data, { mode: 0o600 });
  try {
    return await parseQtiPackage(path, { locale });
  } finally {
    await rm(path, { force: true });
  }
}

/**
 * Every item of the file with its report line (in the caller's language): the format's reader, then the
 * rules. An Aiken file is decoded as a GIFT file is (UTF-8, UTF-16 with its mark, else Windows-1252).
 */
async function readItems(input: ImportInput, data: Buffer, placement: DraftPlacement | null, ctx: ItemContext) {
  if (!placement) return parseQuestionCsv(data.toString('utf8')).map((row) => rowItem(row, ctx));
  const { questionCategoryId, questionLavelId } = placement;
  switch (input.format) {
    case 'aiken':
      return parseAiken(decodeGift(data)).map((q) => rowItem(parsedToRow(q, questionCategoryId, questionLavelId), ctx));
    case 'gift':
      return bankItems(parseGift(data, ctx), placement, ctx);
    case 'moodlexml':
      return bankItems(await parseMoodleXml(data, ctx), placement, ctx);
    default:
      return bankItems(await readQti(data, ctx.locale), placement, ctx);
  }
}

async function itemContext(db: DB, quiz: QuizTopic, locale: Locale): Promise<ItemContext> {
  const [levels, categories, existingKeys] = await Promise.all([
    repo.levelLookup(db),
    repo.categoryLookup(db),
    repo.existingQuestionKeys(db, quiz.quizTopicId),
  ]);
  return {
    quizTopicId: quiz.quizTopicId,
    quiz: { quizMarkOptionId: quiz.quizMarkOptionId, allowMultipleAnswer: quiz.allowMultipleAnswer },
    levels,
    categories,
    existingKeys,
    fileKeys: new Set(),
    locale,
  };
}

const countOf = (report: ImportReportLine[], status: ImportReportLine['status']) =>
  report.filter((line) => line.status === status).length;

/**
 * mode all: every item, or the file is refused naming its first bad one. A CSV or Aiken file is refused as
 * always (csvUploadInstruction with the row and the reason); the other formats with the number of items
 * that can not be imported and the first of them.
 */
function everyItem(items: ImportItem[], format: ImportInput['format']): ImportItem[] {
  const bad = items.filter((i) => !i.question);
  const first = bad[0];
  if (!first) return items;
  if ((format === 'csv' || format === 'aiken') && first.problem)
    refuse('csvUploadInstruction', { row: first.problem.row, reason: first.line.reason });
  return refuse('importItemsRefused', { count: bad.length, item: first.line.item, reason: first.line.reason });
}

/**
 * ReadQuestionUploadCsv (issue 22): the whole file is read and every item checked before anything is
 * stored, and the answer carries the report of every item. check stores nothing and keeps the file for
 * the import that follows; all stores every item or nothing; supported stores the items marked ok. A file
 * that can not be read at all is refused with its row and reason (csvUploadInstruction). The private
 * import file is deleted once an import has read it, and once a check has refused it (the screen uploads
 * the file again for the next try). A request refused before the file is read (no such assessment, a
 * category or level missing) leaves the file for the corrected request; a file never imported goes after
 * a day (deleteStaleImportFiles).
 */
export async function importQuestions(
  db: DB,
  input: ImportInput,
  userId: number,
  locale: Locale,
): Promise<ImportAnswer> {
  if (!input.path.startsWith(PRIVATE_IMPORTS_PREFIX)) notFound();
  const quiz = (await findQuizTopic(db, input.quizTopicId)) ?? notFound();
  const ctx = await itemContext(db, quiz, locale);
  const placement = placementOf(input, ctx);
  const file = (await findUpload(db, input.path)) ?? notFound();
  let keepFile = false;
  try {
    const items = await readItems(input, file.data, placement, ctx);
    if (items.length === 0) refuse('importFileEmpty');
    await siteImages(db, items, locale);
    const report = items.map((i) => i.line);
    if (input.mode === 'check') {
      keepFile = true;
      const counts = { ok: countOf(report, 'ok'), unsupported: countOf(report, 'unsupported') };
      return { responseMsg: 'importChecked', params: { ...counts, invalid: countOf(report, 'invalid') }, report };
    }
    const chosen = input.mode === 'all' ? everyItem(items, input.format) : items.filter((i) => i.question);
    if (chosen.length === 0) refuse('noImportableItems');
    presetEqualMarks(
      chosen.map((i) => i.question!),
      quiz,
      ctx.existingKeys.size,
    );
    const wasRunning = await storeItems(db, quiz.quizTopicId, chosen, userId);
    return {
      responseMsg: wasRunning ? 'liveInterruptionForRunningAssessment' : 'questionsImported',
      params: { count: chosen.length },
      report,
    };
  } catch (error) {
    if (error instanceof ImportProblem)
      refuse('csvUploadInstruction', { row: error.row, reason: problemReason(locale, error) });
    throw error;
  } finally {
    if (!keepFile) await deleteUpload(db, input.path);
  }
}
