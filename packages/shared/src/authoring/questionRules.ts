// Pure question rules of spec 001 §5 "Question", shared by the question dialog, the server and imports.
import type { RuleProblem } from './assessmentRules.js';
import { MARK_OPTION } from './assessments.js';
import { ANSWER_SEPARATOR, OPTION_LETTERS, QUESTION_TYPE, type OptionLetter } from './questionKinds.js';
import type { QuestionInput } from './questions.js';
import { QUESTION_TYPE_ID } from './questionTypes/model.js';

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

/**
 * The question types a survey (mark option 2) takes: a survey has no right answers, so only a choice
 * question (an opinion among options) and a descriptive one (a free answer) make sense in it. The types of
 * issue 22 are all about a key (true/false, accepted answers, values, pairs, an order, blanks).
 */
export const SURVEY_QUESTION_TYPES: readonly number[] = [QUESTION_TYPE_ID.choice, QUESTION_TYPE_ID.descriptive];

/**
 * A question of a type a survey does not take, in a survey: refused wherever a question comes in (the
 * question dialog, an import, AI generation) with surveyQuestionType. Null when the type is fine.
 */
export function surveyTypeProblem(questionTypeId: number, quiz: Pick<QuizRulesForQuestions, 'quizMarkOptionId'>) {
  if (quiz.quizMarkOptionId !== MARK_OPTION.survey || SURVEY_QUESTION_TYPES.includes(questionTypeId)) return null;
  return { path: 'questionTypeId', code: 'surveyQuestionType' } satisfies RuleProblem;
}

/** Every rule a question must meet for the assessment it belongs to. */
export function questionProblems(question: QuestionInput, quiz: QuizRulesForQuestions): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const survey = surveyTypeProblem(question.questionTypeId, quiz);
  if (survey) problems.push(survey);
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
