// Issue 22's wire forms of the answers to the new question types, checked against what the candidate was
// shown (the question's CandidateBodyView): the exam screen runs this before it sends, the server again
// before it stores and scores. Only the ids of this attempt are known here, never the key. Plain code, no zod.
import { ANSWER_SEPARATOR } from '../authoring/questionKinds.js';
import { QUESTION_TYPE_ID, type CandidateBodyView } from '../authoring/questionTypes/model.js';
import { splitAnswer } from './examRules.js';

/** What a wire check answers: the answer as it is stored, or the message key of the refusal. */
export type WireCheck = { ok: true; answer: string } | { ok: false; error: 'emptyAnswer' | 'invalidOption' };

const EMPTY: WireCheck = { ok: false, error: 'emptyAnswer' };
const INVALID: WireCheck = { ok: false, error: 'invalidOption' };
const stored = (parts: string[]): WireCheck => ({ ok: true, answer: parts.join(ANSWER_SEPARATOR) });

/** True/false on the wire: `true` or `false` (any case and surrounding space), stored in lower case. */
const TRUE_FALSE = new Set(['true', 'false']);

/** `key=value` at the first '=' (a typed value may hold one); null when the part has no key or no value. */
function keyValue(part: string): [string, string] | null {
  const at = part.indexOf('=');
  if (at <= 0) return null;
  const [key, value] = [part.slice(0, at).trim(), part.slice(at + 1).trim()];
  return key && value ? [key, value] : null;
}

const idsOf = (list: { id: string }[] | undefined): Set<string> => new Set((list ?? []).map((x) => x.id));

/** Ordering: item ids in the candidate's order, each an item of the question and none twice. */
function checkOrdering(view: CandidateBodyView, parts: string[]): WireCheck {
  const items = idsOf(view.items);
  if (new Set(parts).size !== parts.length || !parts.every((id) => items.has(id))) return INVALID;
  return stored(parts);
}

/** Matching: `stemId=choiceId` pairs of the question's stems and choices, one per stem at most. */
function checkMatching(view: CandidateBodyView, parts: string[]): WireCheck {
  const [stems, choices] = [idsOf(view.stems), idsOf(view.choices)];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const pair = keyValue(part);
    if (!pair || !stems.has(pair[0]) || !choices.has(pair[1]) || seen.has(pair[0])) return INVALID;
    seen.add(pair[0]);
    out.push(`${pair[0]}=${pair[1]}`);
  }
  return stored(out);
}

/**
 * Cloze: `blankNo=value` pairs of the question's blanks; a choice blank's value is one of its choice ids.
 * A blank appears once, except a choice blank that takes several choices (one pair per chosen id).
 */
function checkCloze(view: CandidateBodyView, parts: string[]): WireCheck {
  const blanks = new Map((view.blanks ?? []).map((b) => [String(b.no), b]));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const pair = keyValue(part);
    const blank = pair && blanks.get(pair[0]);
    if (!pair || !blank) return INVALID;
    const [no, value] = pair;
    if (blank.kind === 'choice' && !idsOf(blank.choices).has(value)) return INVALID;
    const once = blank.multiple ? `${no}=${value}` : no;
    if (seen.has(once)) return INVALID;
    seen.add(once);
    out.push(`${no}=${value}`);
  }
  return stored(out);
}

const CHECKS: Partial<Record<number, (view: CandidateBodyView, parts: string[]) => WireCheck>> = {
  [QUESTION_TYPE_ID.ordering]: checkOrdering,
  [QUESTION_TYPE_ID.matching]: checkMatching,
  [QUESTION_TYPE_ID.cloze]: checkCloze,
};

/** Does this type answer in a structured wire form (true/false, ordering, matching, cloze)? */
export const hasWireForm = (questionTypeId: number): boolean =>
  questionTypeId === QUESTION_TYPE_ID.trueFalse || CHECKS[questionTypeId] !== undefined;

/**
 * An answer of true/false, ordering, matching or cloze in its wire form, checked against what the
 * candidate was shown: nothing given is emptyAnswer; a part that names nothing shown, or names it twice, is
 * invalidOption (as a choice of an option the question does not have). Parts are trimmed and kept in the
 * order sent. Other types are not this function's (hasWireForm).
 */
export function checkWire(questionTypeId: number, view: CandidateBodyView, wire: string): WireCheck {
  const parts = splitAnswer(wire);
  if (parts.length === 0) return EMPTY;
  if (questionTypeId === QUESTION_TYPE_ID.trueFalse) {
    const value = parts.join('').toLowerCase();
    return parts.length === 1 && TRUE_FALSE.has(value) ? { ok: true, answer: value } : INVALID;
  }
  const check = CHECKS[questionTypeId];
  return check ? check(view, parts) : INVALID;
}
