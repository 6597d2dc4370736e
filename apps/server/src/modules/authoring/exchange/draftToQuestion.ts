import {
  OPTION_LETTERS,
  QUESTION_TYPE_ID,
  parseCloze,
  writeCloze,
  type QuestionDraft,
  type QuestionFormValues,
} from '@assessly/shared';
import { rightLetters } from '../questions/questionBody.js';
import { storedDraft } from './htmlText.js';

/** Where an imported question goes: its assessment, and the level and category the file does not give. */
export interface DraftPlacement {
  quizTopicId: number;
  questionLavelId: number;
  questionCategoryId: number;
}

/** The option columns of some option texts: A to E in order (a sixth and more stay in the body only). */
function optionColumns(texts: string[]) {
  return Object.fromEntries(OPTION_LETTERS.map((letter, i) => [`option${letter}`, texts[i] ?? ''])) as Record<
    `option${(typeof OPTION_LETTERS)[number]}`,
    string
  >;
}

/**
 * A cloze text in Moodle's syntax, as it is stored and edited here: a reader that gives the text with
 * `[[n]]` markers where its blanks stand (QTI's) has its blanks written back into it.
 */
function clozeSource(text: string, blanks: Extract<QuestionDraft['body'], { type: 'cloze' }>['blanks']): string {
  return 'error' in parseCloze(text) && /\[\[\d+\]\]/.test(text) ? writeCloze(text, blanks) : text;
}

/**
 * A question read from an exchange file (GIFT, Moodle XML, QTI) as the question dialog would send it, to
 * be checked by the same schema and rules: its text, mark and explanation, its type, the columns types 1–3
 * fill (a choice question's options and right letters), and its body (storage drops a choice body that the
 * columns say whole). The title has no place here (the report shows it). The text is kept as written,
 * but for HTML, which is sanitised (storedDraft: whatever the format it came from, nothing stored can run
 * a script); a cloze text keeps its blanks in Moodle's syntax.
 */
export function draftToQuestion(read: QuestionDraft, placement: DraftPlacement): QuestionFormValues {
  const draft = storedDraft(read);
  const { body } = draft;
  const question: QuestionFormValues = {
    ...placement,
    questionDetail: body.type === 'cloze' ? clozeSource(draft.text, body.blanks) : draft.text,
    perQuestionMark: draft.mark,
    questionTypeId: QUESTION_TYPE_ID[body.type],
    answerExplanation: draft.explanation,
    imagePath: null,
    videoPath: '',
    isCodeSnippet: false,
  };
  if (body.type === 'choice') {
    const options = optionColumns(body.options.map((o) => o.text.trim()));
    return { ...question, ...options, correctOption: rightLetters(body), body };
  }
  if (body.type === 'descriptive') return question;
  return { ...question, body };
}
