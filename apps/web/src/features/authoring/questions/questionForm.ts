import {
  MARK_OPTION,
  OPTION_LETTERS,
  QUESTION_TYPE,
  QUESTION_TYPE_ID,
  normalizeQuestion,
  questionInput,
  questionProblems,
  writeCloze,
  type OptionLetter,
  type Question,
  type QuestionInput,
  type QuizRulesForQuestions,
} from '@assessly/shared';
import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  bodyFieldPath,
  bodyFormFrom,
  emptyBodyForm,
  typeKeyOf,
  type BodyFormValues,
  type BodySource,
} from './body/bodyForm';
import { buildBody } from './body/bodyValidation';

/** The question dialog's values as the inputs hold them (numbers of text fields stay text until parsed). */
export interface QuestionFormValues {
  quizQuestionId?: number;
  quizTopicId: number;
  questionDetail: string;
  perQuestionMark: string;
  questionTypeId: number;
  questionLavelId: number | '';
  questionCategoryId: number | '';
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  optionE: string;
  correctOption: OptionLetter[];
  answerExplanation: string;
  imagePath: string | null;
  videoPath: string;
  isCodeSnippet: boolean;
  /** The fields of every question type but choice's options (issue 22); the chosen type's become the body. */
  body: BodyFormValues;
}

/** What the dialog shows for an assessment's mark option (spec 001 §4 "Mark option"). */
export function questionFieldsFor(quiz: QuizRulesForQuestions) {
  return {
    /** Survey assessments (mark option 2) have no correct answer. */
    correctAnswer: quiz.quizMarkOptionId !== MARK_OPTION.survey,
    /** Several correct answers: checkboxes instead of radio buttons. */
    multipleAnswers: quiz.allowMultipleAnswer && quiz.quizMarkOptionId !== MARK_OPTION.survey,
    /** Question-wise marks (mark option 3) ask for each question's marks. */
    marks: quiz.quizMarkOptionId === MARK_OPTION.perQuestion,
    /** A survey has no right answers: only choice and descriptive questions make sense in one. */
    types:
      quiz.quizMarkOptionId === MARK_OPTION.survey
        ? [QUESTION_TYPE_ID.choice, QUESTION_TYPE_ID.descriptive]
        : Object.values(QUESTION_TYPE_ID),
  };
}

export function emptyQuestion(quizTopicId: number): QuestionFormValues {
  return {
    quizTopicId,
    questionDetail: '',
    perQuestionMark: '',
    questionTypeId: QUESTION_TYPE.option,
    questionLavelId: '',
    questionCategoryId: '',
    optionA: '',
    optionB: '',
    optionC: '',
    optionD: '',
    optionE: '',
    correctOption: [],
    answerExplanation: '',
    imagePath: null,
    videoPath: '',
    isCodeSnippet: false,
    body: emptyBodyForm(),
  };
}

const isLetter = (value: string): value is OptionLetter => (OPTION_LETTERS as readonly string[]).includes(value);

/**
 * A cloze question's text as its author edits it: Moodle's syntax. A text stored with [[n]] markers (the
 * candidate's form) gets its blanks written back into it.
 */
function clozeSource(row: Question): string {
  const body = row.body;
  if (body?.type !== 'cloze' || !/\[\[\d+\]\]/.test(row.questionDetail)) return row.questionDetail;
  return writeCloze(row.questionDetail, body.blanks);
}

/** Edit mode: the row as the dialog's values. */
export function questionToForm(row: Question): QuestionFormValues {
  const options = {
    optionA: row.optionA ?? '',
    optionB: row.optionB ?? '',
    optionC: row.optionC ?? '',
    optionD: row.optionD ?? '',
    optionE: row.optionE ?? '',
  };
  return {
    quizQuestionId: row.quizQuestionId,
    quizTopicId: row.quizTopicId,
    questionDetail: clozeSource(row),
    perQuestionMark: row.perQuestionMark ? String(row.perQuestionMark) : '',
    questionTypeId: typeKeyOf(row.questionTypeId) ? row.questionTypeId : QUESTION_TYPE.option,
    questionLavelId: row.questionLavelId || '',
    questionCategoryId: row.questionCategoryId || '',
    ...options,
    correctOption: (row.correctOption ?? []).map((l) => l.toUpperCase()).filter(isLetter),
    answerExplanation: row.answerExplanation ?? '',
    imagePath: row.imagePath || null,
    videoPath: row.videoPath ?? '',
    isCodeSnippet: Boolean(row.isCodeSnippet),
    body: bodyFormFrom(row.body, options),
  };
}

/**
 * The values read leniently, so that the assessment rules can be checked while other fields are still
 * invalid (every message shows as the user types, not one after another).
 */
function lenientInput({ body: _fields, ...values }: QuestionFormValues): QuestionInput {
  const mark = Number(values.perQuestionMark);
  return {
    ...values,
    body: undefined,
    perQuestionMark: Number.isFinite(mark) ? mark : 0,
    questionLavelId: Number(values.questionLavelId) || 0,
    questionCategoryId: Number(values.questionCategoryId) || 0,
    imagePath: values.imagePath || null,
  };
}

/** What the body is built from: the chosen type, the option texts and the assessment's answer rule. */
export function bodySource(values: QuestionFormValues, quiz: QuizRulesForQuestions): BodySource {
  const { optionA, optionB, optionC, optionD, optionE } = values;
  return {
    questionTypeId: Number(values.questionTypeId),
    options: { optionA, optionB, optionC, optionD, optionE },
    multiple: questionFieldsFor(quiz).multipleAnswers,
  };
}

/**
 * Message keys by field: the shared zod schema first, then the type's body (the registry's schema, issue
 * 22), then the assessment's question rules. A survey's choice question keeps no credits.
 */
export function questionErrors(values: QuestionFormValues, quiz: QuizRulesForQuestions) {
  const source = bodySource(values, quiz);
  const survey = !questionFieldsFor(quiz).correctAnswer;
  const { body: bodyForm, ...fields } = values;
  const built =
    survey && typeKeyOf(source.questionTypeId) === 'choice'
      ? { body: undefined, errors: {} }
      : buildBody(bodyForm, source, values.questionDetail, !survey);
  const parsed = questionInput.safeParse({ ...fields, body: built.body });
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, ...rest] = issue.path;
      const field = head === 'body' ? bodyFieldPath(bodyForm, source, rest) : String(head ?? '');
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  for (const [field, message] of Object.entries(built.errors)) errors[field] ??= message;
  const input = parsed.success ? parsed.data : lenientInput(values);
  for (const problem of questionProblems(input, quiz)) {
    if (!errors[problem.path]) errors[problem.path] = problem.code;
  }
  return { errors, output: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null };
}

/**
 * The dialog's resolver: zod's questionInput and the shared questionProblems for this assessment;
 * valid values come out as what the server stores (descriptive questions without options, surveys
 * without marks or correct answers).
 */
export function questionResolver(quiz: QuizRulesForQuestions): Resolver<QuestionFormValues, unknown, QuestionInput> {
  return (values) => {
    const { errors, output } = questionErrors(values, quiz);
    if (output) return { values: normalizeQuestion(output, quiz), errors: {} };
    // Nested paths (body.ordering.items.2.text) become nested errors, as react-hook-form reads them; a list's
    // own message first, so that its rows' messages are added to it rather than replaced by it.
    const fieldErrors: FieldErrors<QuestionFormValues> = {};
    const paths = Object.keys(errors).sort((a, b) => a.length - b.length);
    for (const field of paths) set(fieldErrors, field, { type: 'validation', message: errors[field] });
    return { values: {}, errors: fieldErrors };
  };
}
