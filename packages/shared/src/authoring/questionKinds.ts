// The question types, option letters, levels and the CSV columns (spec 001 §3, §9): plain data, without
// schemas, so that the exam screen's first load does not bring zod (bench/web-exam.ts).
export const QUESTION_TYPE = { option: 1, descriptive: 2, trueFalse: 3 } as const;
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];
/** Multiple answers are joined with five hash characters (spec 001 §9). */
export const ANSWER_SEPARATOR = '#####';
export const SAMPLE_CSV_PATH = '/upload/sample-upload.csv';
export const UPLOAD_INSTRUCTIONS_PATH = '/upload/Instructions-to-upload-questions.pdf';
/** Columns of the question CSV, in order (spec 001 issue 3). */
export const QUESTION_CSV_COLUMNS = [
  'questionDetail',
  'perQuestionMark',
  'questionTypeId',
  'questionLavelId',
  'questionCategoryId',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'optionE',
  'correctOption',
  'answerExplanation',
] as const;

/** The question types (GetQuestionType, the question_type table): the spec's 1–3 and issue 22's 4–8. */
export const QUESTION_TYPES = [
  { questionTypeId: 1, questionTypeName: 'Option-based' },
  { questionTypeId: 2, questionTypeName: 'Descriptive' },
  { questionTypeId: 3, questionTypeName: 'True/False' },
  { questionTypeId: 4, questionTypeName: 'Short answer' },
  { questionTypeId: 5, questionTypeName: 'Numerical' },
  { questionTypeId: 6, questionTypeName: 'Matching' },
  { questionTypeId: 7, questionTypeName: 'Ordering' },
  { questionTypeId: 8, questionTypeName: 'Cloze (fill in the blanks)' },
] as const;
/** The types a question CSV holds: its columns carry options, not the other types' answers. */
export const CSV_QUESTION_TYPES = QUESTION_TYPES.slice(0, 2);
export const QUESTION_LEVELS = [
  { questionLavelId: 1, questionLavelName: 'Easy' },
  { questionLavelId: 2, questionLavelName: 'Medium' },
  { questionLavelId: 3, questionLavelName: 'Hard' },
] as const;
