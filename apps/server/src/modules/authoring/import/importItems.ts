import {
  QUESTION_TYPE_ID,
  normalizeQuestion,
  questionInput,
  questionProblems,
  surveyTypeProblem,
  type ImportReportLine,
  type Locale,
  type ParsedBank,
  type QuestionDraft,
  type QuestionInput,
} from '@assessly/shared';
import { translateMessage } from '@assessly/shared/i18n';
import { draftToQuestion, type DraftPlacement } from '../exchange/draftToQuestion.js';
import { bodyForStorage, completeForQuiz } from '../questions/questionBody.js';
import { imageOf, keptFiles, type DraftFile } from './importFiles.js';
import { ImportProblem, type TextRow } from './importProblem.js';
import { checkUnique, rowToQuestion, type RowContext } from './questionRows.js';
import { problemReason } from './problemReason.js';

/** One item of an import file: its report line and, when it can be imported, what to store. */
export interface ImportItem {
  line: ImportReportLine;
  question?: QuestionInput;
  /** The category the file puts the question in (a path), created when missing; none: the request's. */
  category?: string;
  /** The images the question's texts refer to, to become uploads. */
  files?: DraftFile[];
  /**
   * The question's own image (imagePath): one of `files` (Moodle XML, QTI), stored with them, or the
   * address of an upload on this site (a GIFT export's comment), checked by siteImages.
   */
  image?: { file: string } | { address: string };
  /** Why a CSV or Aiken row is refused: a file imported whole is refused with it (csvUploadInstruction). */
  problem?: ImportProblem;
}

export interface ItemContext extends RowContext {
  locale: Locale;
}

/** A report line's title: the start of the question's text on one line. */
export function excerpt(text: string, length = 80): string {
  const line = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}

const invalid = (line: ImportReportLine, problem: ImportProblem, ctx: ItemContext, about: 'column' | 'field') => ({
  line: { ...line, status: 'invalid' as const, reason: problemReason(ctx.locale, problem, about) },
  problem,
});

/** A CSV or Aiken row checked by the rules of the question dialog: its line is its row of the file. */
export function rowItem(row: TextRow, ctx: ItemContext): ImportItem {
  const typeId = Number(row.values.questionTypeId.trim());
  const line: ImportReportLine = {
    item: String(row.row),
    title: excerpt(row.values.questionDetail),
    status: 'ok',
    reason: '',
    questionTypeId: Number.isInteger(typeId) && typeId > 0 ? typeId : null,
  };
  try {
    return { line, question: rowToQuestion(row, ctx) };
  } catch (error) {
    if (error instanceof ImportProblem) return invalid(line, error, ctx, 'column');
    throw error;
  }
}

/**
 * The first problem of a draft as the question dialog would find it: the schema's, then the rules'. AI
 * generation checks the drafts of the question engine's types with it too.
 */
export function checkedDraft(draft: QuestionDraft, placement: DraftPlacement, row: number, ctx: ItemContext) {
  // A survey takes option-based and descriptive questions only: said first, whatever else the item has.
  const survey = surveyTypeProblem(QUESTION_TYPE_ID[draft.body.type], ctx.quiz);
  if (survey) throw new ImportProblem(row, survey.code);
  const parsed = questionInput.safeParse(draftToQuestion(draft, placement));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ImportProblem(row, issue.message, {}, issue.path.join('.'));
  }
  const completed = completeForQuiz(parsed.data, ctx.quiz);
  if ('problem' in completed) throw new ImportProblem(row, completed.problem.code, {}, completed.problem.path);
  const problem = questionProblems(completed.question, ctx.quiz)[0];
  if (problem) throw new ImportProblem(row, problem.code, {}, problem.path);
  const stored = bodyForStorage(normalizeQuestion(completed.question, ctx.quiz), ctx.quiz);
  checkUnique(row, stored, ctx);
  return stored;
}

/** What of a question's files is not kept, said on its report line. */
function filesNote(dropped: string[], locale: Locale): string {
  return dropped.map((name) => translateMessage(locale, 'importFileNotKept', { name })).join('; ');
}

/**
 * The items of a file read by an exchange parser (GIFT, Moodle XML, QTI): every report line of the parser,
 * an `ok` one checked again by the rules of the question dialog and of this assessment (a choice question
 * of more than 5 options, a second right answer where the assessment allows one, a question the assessment
 * has already…), which may make it `invalid`.
 */
export function bankItems(bank: ParsedBank, placement: DraftPlacement, ctx: ItemContext): ImportItem[] {
  const drafts = new Map(bank.questions.map((q) => [q.item, q.draft]));
  return bank.report.map((line, index) => {
    const draft = line.status === 'ok' ? drafts.get(line.item) : undefined;
    if (!draft) return { line };
    const typed = { ...line, questionTypeId: line.questionTypeId ?? QUESTION_TYPE_ID[draft.body.type] };
    const row = Number.isInteger(Number(line.item)) ? Number(line.item) : index + 1;
    try {
      const question = checkedDraft(draft, placement, row, ctx);
      const { kept, dropped } = keptFiles(draft.files);
      const reason = [line.reason, filesNote(dropped, ctx.locale)].filter(Boolean).join('; ');
      const image = imageOf(draft, kept);
      return { line: { ...typed, reason }, question, category: draft.category, files: kept, ...(image && { image }) };
    } catch (error) {
      if (error instanceof ImportProblem) return invalid(typed, error, ctx, 'field');
      throw error;
    }
  });
}
