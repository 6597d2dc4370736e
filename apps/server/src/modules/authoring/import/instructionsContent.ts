import { ANSWER_SEPARATOR, CSV_QUESTION_TYPES, MARK_OPTIONS, QUESTION_LEVELS, UPLOAD_LIMITS } from '@assessly/shared';

/** A section of the upload instructions: paragraphs, bullet points and monospaced examples, in order. */
export type Block =
  | { kind: 'text'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'code'; text: string }
  | { kind: 'column'; name: string; meaning: string; values: string; example: string };

export interface Section {
  heading: string;
  blocks: Block[];
}

const levels = QUESTION_LEVELS.map((l) => `${l.questionLavelId} = ${l.questionLavelName}`).join(', ');
const types = CSV_QUESTION_TYPES.map((t) => `${t.questionTypeId} = ${t.questionTypeName}`).join(', ');
const [equal, survey, perQuestion] = MARK_OPTIONS;
const importMb = UPLOAD_LIMITS.importBytes / (1024 * 1024);

const COLUMNS: Block[] = [
  {
    kind: 'column',
    name: 'questionDetail',
    meaning: 'The question text. Required. It must be unique within the assessment and within the file.',
    values: 'Any text up to 10,000 characters; line breaks are allowed inside a quoted cell.',
    example: 'What is the capital of France?',
  },
  {
    kind: 'column',
    name: 'perQuestionMark',
    meaning: 'The marks of the question (see "Marks and the mark option").',
    values: 'A number of 0 or more (decimals with a dot); empty means 0.',
    example: '2',
  },
  {
    kind: 'column',
    name: 'questionTypeId',
    meaning: 'The kind of question.',
    values: types,
    example: '1',
  },
  {
    kind: 'column',
    name: 'questionLavelId',
    meaning: 'The difficulty level.',
    values: `${levels}. The exact level name is accepted too.`,
    example: '2',
  },
  {
    kind: 'column',
    name: 'questionCategoryId',
    meaning: 'The question category; it must already exist (Category screen).',
    values: 'The id of an existing category, or its exact name.',
    example: '1',
  },
  {
    kind: 'column',
    name: 'optionA, optionB',
    meaning: 'The first two options of an option-based question.',
    values: 'Required for option-based questions; left empty for descriptive questions.',
    example: 'Paris',
  },
  {
    kind: 'column',
    name: 'optionC, optionD, optionE',
    meaning: 'Further options, all optional.',
    values: 'Any text, or empty.',
    example: 'Berlin',
  },
  {
    kind: 'column',
    name: 'correctOption',
    meaning: 'The correct answer: the TEXT of the right option (not its letter).',
    values: `Exactly the text of one option; several answers joined with ${ANSWER_SEPARATOR}. Empty for descriptive questions and surveys.`,
    example: `2${ANSWER_SEPARATOR}3${ANSWER_SEPARATOR}5`,
  },
  {
    kind: 'column',
    name: 'answerExplanation',
    meaning: 'An explanation shown with the correct answer when the assessment allows it.',
    values: 'Any text, or empty.',
    example: 'Paris has been the capital since the 10th century.',
  },
];

const GIFT_EXAMPLE = [
  '// Comments start with two slashes.',
  '::Capital::What is the capital of France? {=Paris ~London ~Berlin ~Madrid}',
  '',
  'Which of these numbers are prime? {~%50%2 ~%50%3 ~%-100%4}',
  '',
  'The sun rises in the east. {T}',
  '',
  'Explain the difference between weather and climate. {}',
].join('\n');

const AIKEN_EXAMPLE = [
  'What is the capital of France?',
  'A. Paris',
  'B. London',
  'C. Berlin',
  'D. Madrid',
  'ANSWER: A',
  '',
  'Which planet is closest to the sun?',
  'A) Mercury',
  'B) Venus',
  'ANSWER: A',
].join('\n');

/** Everything an admin needs to prepare a question file that imports on the first try. */
export const INSTRUCTION_SECTIONS: Section[] = [
  {
    heading: '1. Before you start',
    blocks: [
      {
        kind: 'text',
        text: "Questions can be added to an assessment in bulk from a CSV file (a spreadsheet saved as CSV), or from a Moodle GIFT or Aiken text file. Open the assessment's Questions screen, choose the file and upload it. Download sample-upload.csv from the same screen for a ready-made starting point.",
      },
      {
        kind: 'bullets',
        items: [
          'Create the question categories first (Category screen): every question names an existing category.',
          `A file may be at most ${importMb} MB.`,
          'Save the file as UTF-8 (in Excel: "CSV UTF-8 (Comma delimited)"); the file name must end with .csv.',
        ],
      },
    ],
  },
  {
    heading: '2. How to prepare the CSV file',
    blocks: [
      {
        kind: 'bullets',
        items: [
          'The first row is the header row with the column names below, spelled exactly as shown. The order of the columns is free; other columns are ignored.',
          'Each following row is one question. Empty rows are skipped.',
          'Cells are separated by commas. A cell that contains a comma, a double quote or a line break is put in double quotes, and a double quote inside it is written twice ("").',
        ],
      },
    ],
  },
  { heading: '3. The columns', blocks: COLUMNS },
  {
    heading: '4. Several correct answers',
    blocks: [
      {
        kind: 'text',
        text: `When an option-based question has more than one correct answer, write the texts of all the correct options in correctOption, joined with five hash characters: ${ANSWER_SEPARATOR}. Example: 2${ANSWER_SEPARATOR}3${ANSWER_SEPARATOR}5. Such rows are accepted only by an assessment that allows multiple answers (a flag of the assessment dialog).`,
      },
    ],
  },
  {
    heading: '5. Marks and the mark option',
    blocks: [
      { kind: 'text', text: 'How perQuestionMark is used depends on the mark option of the assessment:' },
      {
        kind: 'bullets',
        items: [
          `${equal.quizMarkOptionId} - ${equal.quizMarkOptionName}: the total marks of the assessment are shared equally over all its questions; perQuestionMark may be left empty. A correct answer is required.`,
          `${survey.quizMarkOptionId} - ${survey.quizMarkOptionName}: marks and correct answers are not used and are cleared on import.`,
          `${perQuestion.quizMarkOptionId} - ${perQuestion.quizMarkOptionName}: every question needs perQuestionMark above 0 and a correct answer; the total of the assessment is the sum of the question marks.`,
        ],
      },
    ],
  },
  {
    heading: '6. Validation: all or nothing',
    blocks: [
      {
        kind: 'bullets',
        items: [
          'The whole file is checked before anything is saved, with the same rules as the New question dialog.',
          'If any row is wrong, nothing is imported. The message names the row (the header is row 1, so the first question is row 2) and the reason. Correct that row and upload the file again.',
          'A question that appears twice in the file, or that the assessment already has, is refused.',
          'Importing into a live assessment stops it; start it again when you are ready.',
        ],
      },
    ],
  },
  {
    heading: '7. GIFT files (Moodle)',
    blocks: [
      {
        kind: 'text',
        text: 'Upload a .gift or .txt file and choose GIFT; pick the category and level that apply to all its questions. Questions are separated by a blank line. Accepted: multiple choice {=right ~wrong}, several right answers with positive weights {~%50%a ~%50%b}, true/false {T} or {F}, and essay questions {}. An optional title ::title:: and comments (lines starting with //) are allowed; write \\= \\~ \\# \\{ \\} \\: for those characters in text. At most 5 options; matching, numeric and short-answer questions are refused. Every question gets 1 mark, adjusted by the mark option.',
      },
      { kind: 'code', text: GIFT_EXAMPLE },
    ],
  },
  {
    heading: '8. Aiken files',
    blocks: [
      {
        kind: 'text',
        text: 'Upload a .txt file and choose Aiken; pick the category and level for all its questions. Each question is one line of text, followed by 2 to 5 options lettered A. or A) in order, and a line ANSWER: with the letter of the correct option. Leave a blank line between questions.',
      },
      { kind: 'code', text: AIKEN_EXAMPLE },
    ],
  },
];
