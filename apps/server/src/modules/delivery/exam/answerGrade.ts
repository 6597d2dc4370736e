import { gradeAnswer, MARK_OPTION, type AttemptKeys, type MarkingRules, type QuestionBody } from '@assessly/shared';
import { candidateText, keyText, scoreWithBody, type EngineQuestion } from './questionEngine.js';

/**
 * An answer graded from its stored question (issue 22): the fields of the quiz_answer row that come from
 * the grade. The question's text and key are stored as a reader of the result may read them: a cloze text
 * with [[n]] for its blanks (its stored text holds the answers), the key as displayKey writes it.
 */
export interface GradedAnswer {
  questionDetail: string;
  correctAnswer: string;
  questionMark: number;
  userObtainedQuestionMark: number;
  isExamined: 0 | 1;
  answerText: string | null;
}

export interface GradeArgs {
  question: EngineQuestion & { perQuestionMark: number };
  body: QuestionBody | null;
  keys: AttemptKeys;
  marking: MarkingRules;
  quizMarkOptionId: number;
  /** The answer as stored (checked); '' when skipped. */
  userAnswer: string;
  skipped: boolean;
}

/** Marks rounded to 7 places, Moodle's precision for fractions: a third of 3 marks stays 1. */
const round7 = (value: number): number => Math.round(value * 1e7) / 1e7 + 0;

/**
 * A choice or descriptive row without a body grades as before issue 22 (gradeAnswer: a choice is right
 * only as the exact set of right options); a wrong choice now costs the assessment's penalty, down to 0
 * unless the question is not floored.
 */
function legacyMark(a: GradeArgs, questionMark: number): { mark: number; examined: boolean } {
  const grade = gradeAnswer({
    quizMarkOptionId: a.quizMarkOptionId,
    questionTypeId: a.question.questionTypeId,
    questionMark,
    correctAnswer: a.question.correctOptionText,
    userAnswer: a.userAnswer,
    isAnswerSkipped: a.skipped,
  });
  const wrong = grade.isExamined && !a.skipped && questionMark > 0 && grade.userObtainedQuestionMark === 0;
  const penalty = wrong && !a.marking.floorQuestionAtZero ? -Math.abs(a.marking.penalty) * questionMark : 0;
  return { mark: round7(grade.userObtainedQuestionMark + penalty), examined: grade.isExamined };
}

/**
 * The grade of an answer: a survey's and a skipped answer's are 0 and examined; a question with a body
 * scores fraction × mark by its type's rule (penalties and the question's floor included), a descriptive
 * one waits for the examiner; a legacy row as before (legacyMark).
 */
export function gradeStored(a: GradeArgs): GradedAnswer {
  const survey = a.quizMarkOptionId === MARK_OPTION.survey;
  const questionMark = survey ? 0 : Number(a.question.perQuestionMark);
  const base = {
    questionDetail: candidateText(a.question),
    correctAnswer: keyText(a.question, a.body),
    questionMark,
  };
  if (survey || a.skipped || a.userAnswer === '') {
    const answerText =
      a.body && a.userAnswer !== ''
        ? scoreWithBody(a.question, a.body, a.userAnswer, a.keys, a.marking).answerText
        : null;
    return { ...base, userObtainedQuestionMark: 0, isExamined: 1, answerText };
  }
  if (!a.body) {
    const legacy = legacyMark(a, questionMark);
    return { ...base, userObtainedQuestionMark: legacy.mark, isExamined: legacy.examined ? 1 : 0, answerText: null };
  }
  const scored = scoreWithBody(a.question, a.body, a.userAnswer, a.keys, a.marking);
  if (scored.fraction === null)
    return { ...base, userObtainedQuestionMark: 0, isExamined: 0, answerText: scored.answerText };
  return {
    ...base,
    userObtainedQuestionMark: round7(scored.fraction * questionMark),
    isExamined: 1,
    answerText: scored.answerText,
  };
}
