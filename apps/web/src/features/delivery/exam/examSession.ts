import type { Attempt } from '@assessly/shared';

/**
 * What the dashboard hands to the exam screen and the exam screen to the result sheet (spec 001 §4:
 * "store the assessment", "without a stored assessment flag the exam screen sends the user to the
 * dashboard", "the result sheet is shown only when a result flag is set; the flag is cleared on
 * leaving"). sessionStorage survives a reload of the tab but not a new tab; localStorage is used for
 * the attempt so that allowExamOnNewWindow can open the exam in another window.
 */
const EXAM_KEY = 'exam.attempt';
const RESULT_KEY = 'exam.resultFlag';

export interface StoredExam {
  attempt: Attempt;
  /** Date.now() when the attempt answer arrived, with serverNow, gives the clock offset. */
  receivedAt: number;
}

export function storeExam(attempt: Attempt): void {
  localStorage.setItem(EXAM_KEY, JSON.stringify({ attempt, receivedAt: Date.now() } satisfies StoredExam));
}

export function loadExam(): StoredExam | null {
  try {
    const raw = localStorage.getItem(EXAM_KEY);
    return raw ? (JSON.parse(raw) as StoredExam) : null;
  } catch {
    return null;
  }
}

export function clearExam(): void {
  localStorage.removeItem(EXAM_KEY);
}

/** Set when an attempt ends: the result sheet reads it. */
export function setResultFlag(quizResponseInitialId: number): void {
  sessionStorage.setItem(RESULT_KEY, String(quizResponseInitialId));
}

export function readResultFlag(): number | null {
  const value = Number(sessionStorage.getItem(RESULT_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function clearResultFlag(): void {
  sessionStorage.removeItem(RESULT_KEY);
}
