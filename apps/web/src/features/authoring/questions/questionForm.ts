import {
  MARK_OPTION,
  OPTION_LETTERS,
  QUESTION_TYPE,
  normalizeQuestion,
  questionInput,
  questionProblems,
  type OptionLetter,
  type Question,
  type QuestionInput,
  type QuizRulesForQuestions,
} from '@assessly/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';

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
  };
}

const isLetter = (value: string): value is OptionLetter => (OPTION_LETTERS as readonly string[]).includes(value);

/** Edit mode: the row as the dialog's values. */
export function questionToForm(row: Question): QuestionFormValues {
  return {
    quizQuestionId: row.quizQuestionId,
    quizTopicId: row.quizTopicId,
    questionDetail: row.questionDetail,
    perQuestionMark: row.perQuestionMark ? String(row.perQuestionMark) : '',
    questionTypeId: row.questionTypeId === QUESTION_TYPE.descriptive ? QUESTION_TYPE.descriptive : QUESTION_TYPE.option,
    questionLavelId: row.questionLavelId || '',
    questionCategoryId: row.questionCategoryId || '',
    optionA: row.optionA ?? '',
    optionB: row.optionB ?? '',
    optionC: row.optionC ?? '',
    optionD: row.optionD ?? '',
    optionE: row.optionE ?? '',
    correctOption: (row.correctOption ?? []).map((l) => l.toUpperCase()).filter(isLetter),
    answerExplanation: row.answerExplanation ?? '',
    imagePath: row.imagePath || null,
    videoPath: row.videoPath ?? '',
    isCodeSnippet: Boolean(row.isCodeSnippet),
  };
}

/**
 * The values read leniently, so that the assessment rules can be checked while other fields are still
 * invalid (every message shows as the user types, not one after another).
 */
function lenientInput(values: QuestionFormValues): QuestionInput {
  const mark = Number(values.perQuestionMark);
  return {
    ...values,
    perQuestionMark: Number.isFinite(mark) ? mark : 0,
    questionLavelId: Number(values.questionLavelId) || 0,
    questionCategoryId: Number(values.questionCategoryId) || 0,
    imagePath: values.imagePath || null,
  };
}

/** Message keys by field: the shared zod schema first, then the assessment's question rules. */
export function questionErrors(values: QuestionFormValues, quiz: QuizRulesForQuestions) {
  const parsed = questionInput.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
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
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, { type: 'validation', message }]),
    ) as FieldErrors<QuestionFormValues>;
    return { values: {}, errors: fieldErrors };
  };
}
