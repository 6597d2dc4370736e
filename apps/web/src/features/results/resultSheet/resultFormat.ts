// Pure display rules of the result sheet (spec 001 §2 "Result sheet", §4 "Result status", §5 "Display rules").
import {
  LOCALE_TAG,
  resultStatus,
  shownObtainedMarks,
  splitAnswer,
  type Locale,
  type ResultRow,
  type ResultStatus,
} from '@assessly/shared';

/** A number in the user's language, at most 2 decimals (marks are rounded to 2 decimals). */
export const formatNumber = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(LOCALE_TAG[locale] ?? 'en', { maximumFractionDigits: 2 }).format(value);

/** Several answers are stored joined by #####; the sheet shows them separated by commas. */
export const answerList = (joined: string): string => splitAnswer(joined).join(', ');

export interface ResultSummary {
  status: ResultStatus;
  /** null: the assessment carries no marks (total 0), shown as 'n/a'. */
  totalMarks: number | null;
  obtainedMarks: number | null;
  /** Obtained marks as a share of the total (0–100) for the score bar; null without marks. */
  scorePercent: number | null;
  timeTaken: number;
  pointerIncidents: number;
  windowsLeft: number;
  /** Every pointer leave and every exam-window change counts once. */
  totalPenalty: number;
}

export function summarize(row: ResultRow): ResultSummary {
  const hasMarks = row.quizMark > 0;
  const obtained = shownObtainedMarks(row.userObtainedQuizMark, row.quizMark);
  return {
    status: resultStatus(row),
    totalMarks: hasMarks ? row.quizMark : null,
    obtainedMarks: hasMarks ? obtained : null,
    scorePercent: hasMarks ? Math.max(0, Math.min(100, (obtained / row.quizMark) * 100)) : null,
    timeTaken: row.timeTaken,
    pointerIncidents: row.pointerLeaveCountSum,
    windowsLeft: row.visibilitychangeCountSum,
    totalPenalty: row.pointerLeaveCountSum + row.visibilitychangeCountSum,
  };
}

/** The optional columns: hidden when the assessment does not allow them (spec 001 §2). */
export const optionalColumns = (row: Pick<ResultRow, 'allowCorrectOption' | 'allowAnswerExplation'>) => ({
  correctAnswer: row.allowCorrectOption,
  answerExplanation: row.allowAnswerExplation,
});
