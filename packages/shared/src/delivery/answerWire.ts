// Issue 22's wire forms of the answers to the new question types, checked against what the candidate was
// shown (the question's CandidateBodyView): the exam screen runs this before it sends, the server again
// before it stores and scores. Only the ids of this attempt are known here, never the key. Plain code, no zod.
import { ANSWER_SEPARATOR } from '../authoring/questionKinds.js';
import { QUESTION_TYPE_ID, type CandidateBodyView } from '../authoring/questionTypes/model.js';
import { splitAnswer } from './examRules.js';

/** What a wire check answers: the answer as it is stored, or the message key of the refusal. */
export type WireCheck =
  { ok: true; answer: string } | { ok: false; error: 'emptyAnswer' | 'invalidOption' | 'multipleAnswerNotAllowed' };

const EMPTY: WireCheck = { ok: false, error: 'emptyAnswer' };
const INVALID: WireCheck = { ok: false, error: 'invalidOption' };
const stored = (parts: string[]): WireCheck => ({ ok: true, answer: parts.join(ANSWER_SEPARATOR) });

/** True/false on the wire: `true` or `false` (any case and surrounding space), stored in lower case. */
const TRUE_FALSE = new Set(['true', 'false']);

/** `key=value` at the first '=' (a typed value may hold one), both trimmed; null without '='. */
function keyValue(part: string): [string, string] | null {
  const at = part.indexOf('=');
  return at < 0 ? null : [part.slice(0, at).trim(), part.slice(at + 1).trim()];
}

/**
 * The ids of a list of what the candidate was shown. The server checks each answer against the view its
 * question's GetSingleQuestion made, kept and frozen: a frozen list's ids are kept with it (they cannot
 * change); any other list's are read again.
 */
const idSets = new WeakMap<readonly { id: string }[], ReadonlySet<string>>();

function idsOf(list: readonly { id: string }[] | undefined): ReadonlySet<string> {
  const read = () => new Set((list ?? []).map((x) => x.id));
  if (!list || !Object.isFrozen(list)) return read();
  let ids = idSets.get(list);
  if (!ids) idSets.set(list, (ids = read()));
  return ids;
}

/** Ordering: every item's id once, in the candidate's order. */
function checkOrdering(view: CandidateBodyView, parts: string[]): WireCheck {
  const items = idsOf(view.items);
  const complete = parts.length === items.size && new Set(parts).size === parts.length;
  return complete && parts.every((id) => items.has(id)) ? stored(parts) : INVALID;
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
 * Cloze: `blankNo=value` pairs of the question's blanks, a part with an empty value being an empty blank
 * (left out). A typed blank takes one value; a choice blank one of its choice ids, or several (one part
 * each) when it takes several choices. Nothing filled in is an empty answer.
 */
function checkCloze(view: CandidateBodyView, parts: string[]): WireCheck {
  const blanks = new Map((view.blanks ?? []).map((b) => [String(b.no), b]));
  const given = new Map<string, string[]>();
  for (const part of parts) {
    const pair = keyValue(part);
    const blank = pair && /^\d+$/.test(pair[0]) ? blanks.get(String(Number(pair[0]))) : undefined;
    if (!pair || !blank) return INVALID;
    const [no, value] = [String(blank.no), pair[1]];
    if (value === '') continue;
    const had = given.get(no) ?? [];
    if (blank.kind !== 'choice') {
      if (had.length > 0) return INVALID;
    } else if (!idsOf(blank.choices).has(value)) return INVALID;
    if (!had.includes(value)) given.set(no, [...had, value]);
    if (blank.kind === 'choice' && !blank.multiple && (given.get(no) ?? []).length > 1)
      return { ok: false, error: 'multipleAnswerNotAllowed' };
  }
  if (given.size === 0) return EMPTY;
  return stored([...given].flatMap(([no, values]) => values.map((value) => `${no}=${value}`)));
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
 * candidate was shown, as the question engine reads it (parseAnswer of each type's rules): nothing given is
 * emptyAnswer; a part that names nothing shown, or names it twice, is invalidOption (as a choice of an
 * option the question does not have). Parts are trimmed and kept in the order sent. Other types are not
 * this function's (hasWireForm).
 */
export function checkWire(questionTypeId: number, view: CandidateBodyView, wire: string): WireCheck {
  if (questionTypeId === QUESTION_TYPE_ID.trueFalse) {
    // The whole answer is one word: `true#####` names a second, empty part and is no true/false answer.
    const value = wire.trim().toLowerCase();
    if (value === '') return EMPTY;
    return TRUE_FALSE.has(value) ? { ok: true, answer: value } : INVALID;
  }
  const parts = splitAnswer(wire);
  if (parts.length === 0) return EMPTY;
  const check = CHECKS[questionTypeId];
  return check ? check(view, parts) : INVALID;
}
