import {
  ANSWER_SEPARATOR,
  QUESTION_TYPE,
  lettersForTexts,
  normalizeQuestion,
  questionInput,
  questionProblems,
  uniqueKey,
  type QuestionInput,
  type QuizRulesForQuestions,
} from '@assessly/shared';
import { questionKey } from '../questions/questionColumns.js';
import { ImportProblem, emptyValues, type ParsedQuestion, type TextRow } from './importProblem.js';

/** Ids of a lookup table, and the same ids by normalised name (the CSV may give either). */
export interface Lookup {
  ids: Set<number>;
  byName: Map<string, number>;
}

export const lookupOf = (rows: { id: number; name: string }[]): Lookup => ({
  ids: new Set(rows.map((r) => r.id)),
  byName: new Map(rows.map((r) => [uniqueKey(r.name), r.id])),
});

export interface RowContext {
  quizTopicId: number;
  quiz: QuizRulesForQuestions;
  levels: Lookup;
  categories: Lookup;
  /** Question keys the assessment already has. */
  existingKeys: Set<string>;
  /** Question keys of the rows checked so far (filled while checking). */
  fileKeys: Set<string>;
}

function resolve(value: string, lookup: Lookup): number | null {
  const text = value.trim();
  if (/^\d+$/.test(text)) return lookup.ids.has(Number(text)) ? Number(text) : null;
  return lookup.byName.get(uniqueKey(text)) ?? null;
}

function lookupId(row: TextRow, column: 'questionLavelId' | 'questionCategoryId', lookup: Lookup, key: string) {
  const id = resolve(row.values[column], lookup);
  if (id === null) throw new ImportProblem(row.row, key, { value: row.values[column].trim() });
  return id;
}

function questionType(row: TextRow): number {
  const value = Number(row.values.questionTypeId.trim());
  if (value !== QUESTION_TYPE.option && value !== QUESTION_TYPE.descriptive)
    throw new ImportProblem(row.row, 'unknownType', { value: row.values.questionTypeId });
  return value;
}

/** The row through the dialog's schema; the first issue refuses it, naming its column. */
function parseWithSchema(row: TextRow, ctx: RowContext, ids: Record<string, number>): QuestionInput {
  const v = row.values;
  const parsed = questionInput.safeParse({
    quizTopicId: ctx.quizTopicId,
    questionDetail: v.questionDetail,
    perQuestionMark: v.perQuestionMark.trim(),
    ...ids,
    optionA: v.optionA,
    optionB: v.optionB,
    optionC: v.optionC,
    optionD: v.optionD,
    optionE: v.optionE,
    correctOption: [],
    answerExplanation: v.answerExplanation,
    imagePath: null,
    videoPath: '',
    isCodeSnippet: false,
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new ImportProblem(
    row.row,
    issue.message,
    { value: String(v[issue.path[0] as keyof typeof v] ?? '') },
    String(issue.path[0]),
  );
}

/** correctOption holds option texts joined by #####: each must be the text of an option. */
function correctLetters(row: TextRow, question: QuestionInput) {
  const texts = row.values.correctOption.split(ANSWER_SEPARATOR).filter((t) => t.trim());
  for (const text of texts) {
    if (!lettersForTexts(question, [text]))
      throw new ImportProblem(row.row, 'correctNotAnOption', { value: text.trim() });
  }
  return lettersForTexts(question, texts) ?? [];
}

/** A question the assessment has, or that the file holds twice, is refused at its row. */
export function checkUnique(row: number, question: QuestionInput, ctx: RowContext) {
  const key = questionKey(question.questionDetail, question.body);
  if (ctx.existingKeys.has(key)) throw new ImportProblem(row, 'duplicateQuestionInAssessment');
  if (ctx.fileKeys.has(key)) throw new ImportProblem(row, 'duplicateInFile');
  ctx.fileKeys.add(key);
}

/**
 * One row to the question it stores, with the same rules as the New question dialog
 * (schema, questionProblems, normalizeQuestion); throws the row's first problem.
 */
export function rowToQuestion(row: TextRow, ctx: RowContext): QuestionInput {
  const questionTypeId = questionType(row);
  const questionLavelId = lookupId(row, 'questionLavelId', ctx.levels, 'unknownLevel');
  const questionCategoryId = lookupId(row, 'questionCategoryId', ctx.categories, 'unknownCategory');
  const question = parseWithSchema(row, ctx, { questionTypeId, questionLavelId, questionCategoryId });
  if (questionTypeId === QUESTION_TYPE.option) question.correctOption = correctLetters(row, question);
  const problem = questionProblems(question, ctx.quiz)[0];
  if (problem) throw new ImportProblem(row.row, problem.code, {}, problem.path);
  const stored = normalizeQuestion(question, ctx.quiz);
  checkUnique(row.row, stored, ctx);
  return stored;
}

/**
 * A GIFT or Aiken question as a row of the CSV columns: these formats carry no category, level
 * or marks, so the chosen category and level apply and each question is worth 1 mark (the
 * assessment's mark option then adjusts it, as for CSV rows).
 */
export function parsedToRow(q: ParsedQuestion, questionCategoryId: number, questionLavelId: number): TextRow {
  const values = emptyValues();
  const letters = ['optionA', 'optionB', 'optionC', 'optionD', 'optionE'] as const;
  q.options.forEach((text, i) => (values[letters[i]!] = text));
  Object.assign(values, {
    questionDetail: q.text,
    perQuestionMark: '1',
    questionTypeId: String(q.descriptive ? QUESTION_TYPE.descriptive : QUESTION_TYPE.option),
    questionLavelId: String(questionLavelId),
    questionCategoryId: String(questionCategoryId),
    correctOption: q.correct.map((i) => q.options[i]).join(ANSWER_SEPARATOR),
    answerExplanation: q.explanation,
  });
  return { row: q.line, values };
}
