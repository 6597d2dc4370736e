import {
  ANSWER_SEPARATOR,
  isHtmlText,
  QUESTION_TYPE_ID,
  type OptionLetter,
  type QuestionBody,
  type QuestionDraft,
  type TextFormat,
} from '@assessly/shared';
import { choiceBodyOfColumns } from '../questions/questionBody.js';

/** A stored question as an export reads it: its columns, its body (JSON or null) and its category's name. */
export interface StoredQuestion {
  questionDetail: string;
  perQuestionMark: number;
  questionTypeId: number;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  optionE: string;
  /** The right letters as stored: joined by #####. */
  correctOption: string;
  answerExplanation: string;
  isCodeSnippet: number;
  questionData: string | null;
  questionCategoryName: string;
  /** The question's own image (an upload's address), or null. */
  imagePath: string | null;
}

const letters = (stored: string) => stored.split(ANSWER_SEPARATOR).filter(Boolean) as OptionLetter[];

/**
 * A question's body: the stored one, or for a row without one (every question of before issue 22, and a
 * choice question its columns say whole) the one its columns describe.
 */
export function storedBody(row: StoredQuestion): QuestionBody {
  if (row.questionData) return JSON.parse(row.questionData) as QuestionBody;
  if (row.questionTypeId === QUESTION_TYPE_ID.choice)
    return choiceBodyOfColumns({ ...row, correctOption: letters(row.correctOption) });
  if (row.questionTypeId === QUESTION_TYPE_ID.trueFalse)
    return { type: 'trueFalse', correct: letters(row.correctOption)[0] !== 'B' };
  return { type: 'descriptive' };
}

/**
 * A question imported as HTML (from Moodle, GIFT [html] or QTI: its text or explanation reads as HTML, the
 * shared isHtmlText the screens apply too) is written as HTML, anything else as it is typed here: plain
 * text. A code snippet is always plain, whatever its text looks like.
 */
const formatOf = (row: StoredQuestion): TextFormat =>
  !row.isCodeSnippet && (isHtmlText(row.questionDetail) || isHtmlText(row.answerExplanation)) ? 'html' : 'plain';

/**
 * A stored question as every exchange writer takes it (the inverse of draftToQuestion): its text as stored
 * (a cloze text keeps its blanks in Moodle's syntax), its mark, body, explanation and category, and its own
 * image by its address here. It has no title (a writer names it after its text) and no files yet (see
 * exportFiles, which turns the image into a file for the formats that carry files).
 */
export function questionToDraft(row: StoredQuestion): QuestionDraft {
  const draft: QuestionDraft = {
    text: row.questionDetail,
    textFormat: formatOf(row),
    mark: row.perQuestionMark,
    body: storedBody(row),
    explanation: row.answerExplanation,
    category: row.questionCategoryName,
  };
  if (row.imagePath) draft.image = row.imagePath;
  return draft;
}
