// What the exam screen keeps in the browser so that nothing is lost on a reload or a crash: the draft
// of the current question, its integrity counts, and how often this attempt's page was loaded.
import type { ExamDraft } from './examAnswer';

const PREFIX = 'exam.';
const draftKey = (attemptId: number, questionId: number) => `${PREFIX}draft.${attemptId}.${questionId}`;
const countsKey = (attemptId: number, questionId: number) => `${PREFIX}counts.${attemptId}.${questionId}`;
const loadsKey = (attemptId: number) => `${PREFIX}loads.${attemptId}`;

function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage must not stop the exam: the answer still goes to the server.
  }
}

export function loadDraft(attemptId: number, questionId: number): ExamDraft | null {
  const draft = readJson<ExamDraft>(localStorage, draftKey(attemptId, questionId));
  return draft && Array.isArray(draft.letters) && typeof draft.text === 'string' ? draft : null;
}

export function saveDraft(attemptId: number, questionId: number, draft: ExamDraft): void {
  writeJson(localStorage, draftKey(attemptId, questionId), draft);
}

export function clearDraft(attemptId: number, questionId: number): void {
  localStorage.removeItem(draftKey(attemptId, questionId));
  localStorage.removeItem(countsKey(attemptId, questionId));
}

/** Pointer-leave and tab-leave events of one question, sent with its answer. */
export interface IntegrityCounts {
  pointerLeaveCount: number;
  visibilitychangeCount: number;
}

export const NO_COUNTS: IntegrityCounts = { pointerLeaveCount: 0, visibilitychangeCount: 0 };

export function loadCounts(attemptId: number, questionId: number): IntegrityCounts {
  const counts = readJson<IntegrityCounts>(localStorage, countsKey(attemptId, questionId));
  return counts ? { ...NO_COUNTS, ...counts } : NO_COUNTS;
}

/** Kept across reloads, so that a reload does not wipe the record of leaving the page. */
export function saveCounts(attemptId: number, questionId: number, counts: IntegrityCounts): void {
  writeJson(localStorage, countsKey(attemptId, questionId), counts);
}

// One count per document: React's StrictMode mounts twice in development, a reload starts a new module.
const countedThisDocument = new Set<number>();

/**
 * Counts the page loads of this attempt in this tab (sessionStorage) and answers how many of them were
 * reloads: the first load opens the exam, every later one is a reload (spec 001 §4: with end-exam-on-
 * refresh on, the second reload ends the exam).
 */
export function countReload(attemptId: number): number {
  const loads = Number(sessionStorage.getItem(loadsKey(attemptId))) || 0;
  if (countedThisDocument.has(attemptId)) return Math.max(0, loads - 1);
  countedThisDocument.add(attemptId);
  try {
    sessionStorage.setItem(loadsKey(attemptId), String(loads + 1));
  } catch {
    /* see writeJson */
  }
  return loads;
}

/** Removes every draft, count and outbox entry of an attempt once it has ended. */
export function clearAttemptStorage(attemptId: number): void {
  const marker = `.${attemptId}`;
  for (const storage of [localStorage, sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (k): k is string => k !== null && k.startsWith(PREFIX) && (k.endsWith(marker) || k.includes(`${marker}.`)),
    );
    for (const key of keys) storage.removeItem(key);
  }
}
