// Pure question rules of spec 001 §5 "Question", shared by the question dialog, the server and imports.
import type { RuleProblem } from './assessmentRules.js';
import { MARK_OPTION } from './assessments.js';
import { ANSWER_SEPARATOR, OPTION_LETTERS, QUESTION_TYPE, type OptionLetter } from './questionKinds.js';
import type { QuestionInput } from './questions.js';

export interface QuizRulesForQuestions {
  quizMarkOptionId: number;
  allowMultipleAnswer: boolean;
}

const optionKey = (letter: OptionLetter) => `option${letter}` as const;

/** Option texts of a question by letter. */
function optionText(question: Pick<QuestionInput, `option${OptionLetter}`>, letter: OptionLetter): string {
  return question[optionKey(letter)].trim();
}

/** The texts of the chosen correct letters joined by #####, the format candidates' answers are stored in. */
export function correctOptionText(question: QuestionInput): string {
  return question.correctOption.map((l) => optionText(question, l)).join(ANSWER_SEPARATOR);
}

/** A video link must be an embed link of YouTube (spec: "{host}/embed", case-insensitive). */
export function isYouTubeEmbed(url: string): boolean {
  return /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[\w-]{6,}/i.test(url.trim());
}

/** Every rule a question must meet for the assessment it belongs to. */
export function questionProblems(question: QuestionInput, quiz: QuizRulesForQuestions): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const choice = question.questionTypeId === QUESTION_TYPE.option;
  if (choice) {
    if (!question.optionA.trim()) problems.push({ path: 'optionA', code: 'required' });
    if (!question.optionB.trim()) problems.push({ path: 'optionB', code: 'required' });
  }
  if (quiz.quizMarkOptionId === MARK_OPTION.perQuestion && !(question.perQuestionMark > 0))
    problems.push({ path: 'perQuestionMark', code: 'mustBeAboveZero' });
  if (choice && quiz.quizMarkOptionId !== MARK_OPTION.survey) {
    if (question.correctOption.length === 0) problems.push({ path: 'correctOption', code: 'required' });
    else if (question.correctOption.some((l) => !optionText(question, l)))
      problems.push({ path: 'correctOption', code: 'emptyCorrectAnswer' });
    else if (question.correctOption.length > 1 && !quiz.allowMultipleAnswer)
      problems.push({ path: 'correctOption', code: 'multipleCorrectNotAllowed' });
  }
  if (question.videoPath && !isYouTubeEmbed(question.videoPath))
    problems.push({ path: 'videoPath', code: 'onlyYouTubeVideo' });
  return problems;
}

/** What is stored: descriptive questions keep no options, surveys keep no marks or correct answers. */
export function normalizeQuestion(question: QuestionInput, quiz: QuizRulesForQuestions): QuestionInput {
  const out = { ...question, questionDetail: question.questionDetail.trim() };
  if (question.questionTypeId !== QUESTION_TYPE.option) {
    Object.assign(out, { optionA: '', optionB: '', optionC: '', optionD: '', optionE: '', correctOption: [] });
  }
  if (quiz.quizMarkOptionId === MARK_OPTION.survey) Object.assign(out, { perQuestionMark: 0, correctOption: [] });
  out.correctOption = OPTION_LETTERS.filter((l) => out.correctOption.includes(l));
  return out;
}

/** Letters whose option text equals one of the given answer texts (CSV's correctOption holds texts). */
export function lettersForTexts(question: QuestionInput, texts: string[]): OptionLetter[] | null {
  const wanted = texts.map((t) => t.trim().toLowerCase()).filter(Boolean);
  const letters: OptionLetter[] = [];
  for (const text of wanted) {
    const letter = OPTION_LETTERS.find((l) => optionText(question, l).toLowerCase() === text);
    if (!letter) return null;
    if (!letters.includes(letter)) letters.push(letter);
  }
  return letters;
}
