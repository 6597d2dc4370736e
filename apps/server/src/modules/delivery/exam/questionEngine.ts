import {
  bodyCandidateView,
  clozeCandidateText,
  displayBodyAnswer,
  displayBodyKey,
  parseBodyAnswer,
  parseCloze,
  QUESTION_TYPE_ID,
  scoreBodyAnswer,
  type AnswerRefusal,
  type AttemptKeys,
  type CandidateBodyView,
  type DisplayWords,
  type MarkingRules,
  type QuestionBody,
} from '@assessly/shared';

/**
 * The exam's side of the question engine (issue 22): a stored question's body, what a candidate sees of it,
 * and an answer's score and readable texts, all through the shared registry's rules. A legacy choice or
 * descriptive row (no questionData) has no body here: its columns say all, and it answers and scores as
 * before issue 22 (answerGrade.ts).
 */

/** What the engine reads of a stored question. */
export interface EngineQuestion {
  quizQuestionId: number;
  questionTypeId: number;
  questionDetail: string;
  questionData: string | null;
  optionA: string;
  optionB: string;
  correctOptionText: string;
}

/**
 * What every save of the same question would read again (its body, its cloze text) is kept, keyed by the
 * stored text itself, so that an edit is a new entry; a few thousand entries at most, then started afresh.
 * The rules never change a body, and a kept one is frozen so that nothing can.
 */
const MEMO_LIMIT = 4000;
function memo<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= MEMO_LIMIT) cache.clear();
    value = make();
    cache.set(key, value);
  }
  return value;
}
const bodies = new Map<string, QuestionBody>();
const clozeTexts = new Map<string, string>();

/** Forgets every kept body and cloze text (for tests: a cold start; what hangs on a body goes with it). */
export function forgetKeptBodies(): void {
  bodies.clear();
  clozeTexts.clear();
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The body of a stored question; null for a choice or descriptive row without one. A true/false or cloze
 * row without one (stored before it had a body) gets the body its columns or its text describe.
 */
export function bodyOf(q: EngineQuestion): QuestionBody | null {
  if (q.questionData)
    return memo(bodies, q.questionData, () => deepFreeze(JSON.parse(q.questionData!) as QuestionBody));
  if (q.questionTypeId === QUESTION_TYPE_ID.trueFalse)
    return { type: 'trueFalse', correct: q.correctOptionText.trim().toLowerCase() !== q.optionB.trim().toLowerCase() };
  if (q.questionTypeId === QUESTION_TYPE_ID.cloze) {
    const parsed = parseCloze(q.questionDetail);
    return 'error' in parsed ? { type: 'cloze', blanks: [] } : { type: 'cloze', blanks: parsed.blanks };
  }
  return null;
}

/**
 * The text a candidate sees: a cloze text holds its answers in Moodle's syntax, so it goes out with each
 * blank as [[n]] (and as nothing at all when it cannot be read); every other text as it is stored.
 */
export const candidateText = (q: Pick<EngineQuestion, 'questionTypeId' | 'questionDetail'>): string =>
  q.questionTypeId === QUESTION_TYPE_ID.cloze
    ? memo(clozeTexts, q.questionDetail, () => clozeCandidateText(q.questionDetail))
    : q.questionDetail;

/**
 * The last view made with each keys object (keysOfAttempt keeps them between requests), with its body: an
 * answer save checks against the view its question's GetSingleQuestion made. Frozen, as it is shared; it
 * goes with its keys object, so it is bounded as those are.
 */
const views = new WeakMap<AttemptKeys, { body: QuestionBody; view: CandidateBodyView }>();

/** What a candidate sees of the body during the attempt: items, stems and choices, blanks; never a key. */
export function candidateView(body: QuestionBody | null, keys: AttemptKeys): CandidateBodyView {
  if (!body) return {};
  const last = views.get(keys);
  if (last?.body === body) return last.view;
  const view = bodyCandidateView(body, keys);
  // Only the types that show items, stems, choices or blanks have a view worth keeping.
  if (!view.items && !view.stems && !view.choices && !view.blanks) return view;
  deepFreeze(view);
  views.set(keys, { body, view });
  return view;
}

/** True/false reads as the question's own option texts ("True", "False" as stored), in every language. */
const wordsOf = (q: Pick<EngineQuestion, 'optionA' | 'optionB'>): DisplayWords => ({
  true: q.optionA.trim() || 'True',
  false: q.optionB.trim() || 'False',
});

/** Each kept body's key text, by the true/false words it was written with (every answer save writes it). */
const keyTexts = new WeakMap<QuestionBody, Map<string, string>>();

/** The key as result sheets, reports and PDFs read it; a legacy row's is its right options' texts. */
export function keyText(q: EngineQuestion, body: QuestionBody | null): string {
  if (!body) return q.correctOptionText;
  const words = wordsOf(q);
  // Only a body kept by bodyOf (frozen) is met again; another (a row without questionData) is written anew.
  if (!Object.isFrozen(body)) return displayBodyKey(body, words);
  const wordsKey = `${words.true}\u0000${words.false}`;
  let texts = keyTexts.get(body);
  if (!texts) keyTexts.set(body, (texts = new Map()));
  let text = texts.get(wordsKey);
  if (text === undefined) {
    if (texts.size >= 8) texts.clear();
    text = displayBodyKey(body, words);
    texts.set(wordsKey, text);
  }
  return text;
}

/** An answer's score and how it reads, for a question with a body (answerGrade.ts does the rest). */
export interface BodyScore {
  /** The fraction of the mark, penalties and the question's floor included; null: graded by hand. */
  fraction: number | null;
  /** The answer as a reader reads it; null when the stored wire form already reads so (a typed text). */
  answerText: string | null;
}

/**
 * Types whose wire form a reader cannot read as it is (ids, `true`, `n=value`). A choice answer is its
 * options' texts and a short or numerical answer the text typed: they read as they are stored.
 */
const NEEDS_TEXT = new Set<number>([
  QUESTION_TYPE_ID.trueFalse,
  QUESTION_TYPE_ID.matching,
  QUESTION_TYPE_ID.ordering,
  QUESTION_TYPE_ID.cloze,
]);

/** The score and the readable answer of a wire answer (already checked) against the question's body. */
export function scoreWithBody(
  q: EngineQuestion,
  body: QuestionBody,
  wire: string,
  keys: AttemptKeys,
  marking: MarkingRules,
): BodyScore {
  const fraction = scoreBodyAnswer(body, wire, keys, marking);
  const answerText = NEEDS_TEXT.has(q.questionTypeId) ? displayBodyAnswer(body, wire, keys, wordsOf(q)) : null;
  return { fraction, answerText };
}

/**
 * The engine's own reading of a wire answer, after the shared check of what the candidate was shown
 * (checkAnswer): both read the same ids, so a refusal here means the two disagree, never a candidate's
 * mistake the screen let through. Answers the message key of the refusal, or null.
 */
export function bodyRefusal(body: QuestionBody, wire: string, keys: AttemptKeys): AnswerRefusal | null {
  const parsed = parseBodyAnswer(body, wire, keys);
  return parsed.ok ? null : parsed.error;
}
