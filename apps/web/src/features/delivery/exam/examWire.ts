// Issue 22's wire forms of the answers that the new question types' renderers edit: ordering, matching and
// cloze. The on-screen draft of such a question is its wire form itself (ExamDraft.text), so that the
// draft sync, the local copy and the resume need nothing new; each renderer reads the wire form into what
// it shows and writes the candidate's change back. Pure, and loaded only with those renderers (the exam
// screen's first load stays small: bench/web-exam.ts).
import { ANSWER_SEPARATOR, splitAnswer, type CandidateBodyView, type OpaqueId } from '@assessly/shared';

/** An item, stem or choice as the candidate sees it: an id of this attempt and its text. */
export interface Shown {
  id: OpaqueId;
  text: string;
}
export type ShownBlank = NonNullable<CandidateBodyView['blanks']>[number];

/** `key=value` parts of a wire answer, split at the first '=' (a typed value may hold one). */
function keyValues(wire: string): [string, string][] {
  return splitAnswer(wire).flatMap((part): [string, string][] => {
    const at = part.indexOf('=');
    return at > 0 ? [[part.slice(0, at).trim(), part.slice(at + 1).trim()]] : [];
  });
}

// ---- ordering: the item ids in the candidate's order ----------------------------------------------------

/**
 * The items in the order a wire answer gives (a resumed attempt, a draft kept before a reload). Ids the
 * question does not have are ignored and items the answer lacks follow in the order shown, so that every
 * item is always on screen once; an empty answer is the order the server sent.
 */
export function orderFromWire<T extends Shown>(wire: string, items: readonly T[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const placed = [...new Set(splitAnswer(wire))].flatMap((id) => byId.get(id) ?? []);
  return [...placed, ...items.filter((item) => !placed.includes(item))];
}

export const orderToWire = (items: readonly Shown[]): string => items.map((item) => item.id).join(ANSWER_SEPARATOR);

/** The list with the element at `from` moved to `to` (both within the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

// ---- matching: stemId=choiceId for each answered stem ---------------------------------------------------

/** The choice id chosen for each stem id. */
export type Pairs = Readonly<Record<OpaqueId, OpaqueId>>;

/** The pairs of a wire answer that name a stem and a choice of this question (the last one wins). */
export function pairsFromWire(wire: string, stems: readonly Shown[], choices: readonly Shown[]): Pairs {
  const stemIds = new Set(stems.map((s) => s.id));
  const choiceIds = new Set(choices.map((c) => c.id));
  const pairs: Record<OpaqueId, OpaqueId> = {};
  for (const [stem, choice] of keyValues(wire)) if (stemIds.has(stem) && choiceIds.has(choice)) pairs[stem] = choice;
  return pairs;
}

/** The wire form: `stemId=choiceId` in the order the stems are shown, unanswered stems left out. */
export const pairsToWire = (pairs: Pairs, stems: readonly Shown[]): string =>
  stems
    .filter((stem) => pairs[stem.id])
    .map((stem) => `${stem.id}=${pairs[stem.id]}`)
    .join(ANSWER_SEPARATOR);

/** One stem's choice set or, with '', cleared. */
export function choosePair(pairs: Pairs, stemId: OpaqueId, choiceId: OpaqueId): Pairs {
  const next = { ...pairs };
  if (choiceId) next[stemId] = choiceId;
  else delete next[stemId];
  return next;
}

// ---- cloze: blankNo=value for each filled blank ---------------------------------------------------------

/**
 * What is in each blank, by its number: the typed text, a dropdown blank's choice id, or the choice ids of
 * a blank that takes several choices (Moodle's MULTIRESPONSE, `multiple` in the view).
 */
export type BlankValues = Readonly<Record<number, string | readonly string[]>>;

/**
 * A typed value as it goes on the wire: trimmed, and without the separator, which would cut the answer
 * in two (no accepted answer may hold it, issue 22, so removing it never changes a score).
 */
export const cleanTyped = (value: string): string => value.split(ANSWER_SEPARATOR).join('').trim();

/** The values of a wire answer for this question's blanks; a choice blank keeps only its own choice ids. */
export function blanksFromWire(wire: string, blanks: readonly ShownBlank[]): BlankValues {
  const values: Record<number, string | string[]> = {};
  for (const [no, value] of keyValues(wire)) {
    const blank = blanks.find((b) => String(b.no) === no);
    if (!blank || !value) continue;
    if (blank.kind !== 'choice') values[blank.no] = value;
    else if (!blank.choices?.some((c) => c.id === value)) continue;
    else if (!blank.multiple) values[blank.no] = value;
    else {
      const prior = values[blank.no];
      values[blank.no] = [...new Set([...(Array.isArray(prior) ? prior : []), value])];
    }
  }
  return values;
}

/** The wire form: `blankNo=value` in the order of the blanks (one part per choice), empty blanks left out. */
export const blanksToWire = (values: BlankValues, blanks: readonly ShownBlank[]): string =>
  blanks
    .flatMap((blank) => {
      const value = values[blank.no] ?? '';
      return (typeof value === 'string' ? [cleanTyped(value)] : value).map((v) => `${blank.no}=${v}`);
    })
    .filter((part) => !part.endsWith('='))
    .join(ANSWER_SEPARATOR);

/** A multiple-choice blank's choices with one more chosen, or unchosen, kept in the order shown. */
export function toggleChoice(blank: ShownBlank, chosen: readonly string[], id: string): string[] {
  const next = chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id];
  return (blank.choices ?? []).map((c) => c.id).filter((c) => next.includes(c));
}

/** A piece of a cloze text: words to read, or the place of a blank (written [[n]] by the server). */
export type ClozePiece = { text: string } | { blank: number };

/** The cloze text cut at its [[n]] markers, in order; empty pieces of text are left out. */
export function clozePieces(text: string): ClozePiece[] {
  return text
    .split(/\[\[(\d+)\]\]/)
    .map((piece, i): ClozePiece => (i % 2 === 1 ? { blank: Number(piece) } : { text: piece }))
    .filter((piece) => !('text' in piece) || piece.text !== '');
}
