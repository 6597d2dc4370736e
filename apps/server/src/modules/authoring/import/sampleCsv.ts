import { ANSWER_SEPARATOR, QUESTION_CSV_COLUMNS, QUESTION_LEVELS, QUESTION_TYPE } from '@assessly/shared';
import { csvLine, UTF8_BOM } from '../../../lib/export/csv.js';

type SampleRow = Record<(typeof QUESTION_CSV_COLUMNS)[number], string | number>;

const [easy, medium, hard] = QUESTION_LEVELS;
/** The sample uses category id 1: the first category an admin creates. */
const CATEGORY_ID = 1;

/** Three example rows: one of each kind the importer accepts (spec 001 issue 3, CSV upload). */
const SAMPLE_ROWS: SampleRow[] = [
  {
    questionDetail: 'What is the capital of France?',
    perQuestionMark: 1,
    questionTypeId: QUESTION_TYPE.option,
    questionLavelId: easy.questionLavelId,
    questionCategoryId: CATEGORY_ID,
    optionA: 'Paris',
    optionB: 'London',
    optionC: 'Berlin',
    optionD: 'Madrid',
    optionE: '',
    correctOption: 'Paris',
    answerExplanation: 'Option-based, one correct answer: correctOption holds the text of the right option.',
  },
  {
    questionDetail: 'Which of these numbers are prime?',
    perQuestionMark: 2,
    questionTypeId: QUESTION_TYPE.option,
    questionLavelId: medium.questionLavelId,
    questionCategoryId: CATEGORY_ID,
    optionA: '2',
    optionB: '3',
    optionC: '4',
    optionD: '5',
    optionE: '9',
    correctOption: ['2', '3', '5'].join(ANSWER_SEPARATOR),
    answerExplanation:
      'Several correct answers are joined with #####. Such a row needs an assessment that allows multiple answers.',
  },
  {
    questionDetail: 'Explain the difference between weather and climate.',
    perQuestionMark: 5,
    questionTypeId: QUESTION_TYPE.descriptive,
    questionLavelId: hard.questionLavelId,
    questionCategoryId: CATEGORY_ID,
    optionA: '',
    optionB: '',
    optionC: '',
    optionD: '',
    optionE: '',
    correctOption: '',
    answerExplanation: 'Descriptive: no options and no correct option; the answer is graded by hand.',
  },
];

/** /upload/sample-upload.csv: the header row and the example rows, UTF-8 with a BOM. */
export function sampleCsv(): Buffer {
  const lines = [
    csvLine(QUESTION_CSV_COLUMNS),
    ...SAMPLE_ROWS.map((row) => csvLine(QUESTION_CSV_COLUMNS.map((c) => row[c]))),
  ];
  return Buffer.from(UTF8_BOM + lines.join(''), 'utf8');
}
